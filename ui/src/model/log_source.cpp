#include "ui/log_source.h"

#include <algorithm>
#include <cstdint>
#include <filesystem>

#include "engine/deal_log.h"
#include "engine/schafkopf.h"
#include "ui/card_labels.h"

namespace ui {
namespace {

using engine::CardMask;

std::vector<std::string> lines(const std::vector<engine::LogError>& errors) {
  std::vector<std::string> out;
  out.reserve(errors.size());
  for (const auto& e : errors) out.push_back(engine::format_error(e));
  return out;
}

CardMask mask_of(const std::vector<engine::Card>& cards) {
  CardMask m = 0;
  for (const engine::Card c : cards) {
    if (c < engine::kNumCards) m |= engine::bit(c);
  }
  return m;
}

// Each seat's cards as far as the log tells: `hands` plus what the seat played (DEAL_LOG.md).
std::array<CardMask, engine::kMaxPlayers> known_hands(const engine::DealLog& log, int seats) {
  std::array<CardMask, engine::kMaxPlayers> h{};
  for (int s = 0; s < seats; ++s) {
    const auto si = static_cast<std::size_t>(s);
    if (si < log.hands.size() && log.hands[si]) h[si] = mask_of(*log.hands[si]);
  }
  for (std::size_t i = 0; i < log.plays.size() && i < log.play_seat.size(); ++i) {
    if (log.play_seat[i] < seats) h[log.play_seat[i]] |= engine::bit(log.plays[i]);
  }
  return h;
}

// The contract as replay_from_hand words it, from the log alone (its hidden cards need not be
// known): the call or the partner rule (SS-14.1, SS-14.2), the announcements with their seats
// and the multiplier they make (SS-14.3 to SS-14.5).
std::string sheepshead_contract(const engine::DealLog& log) {
  if (log.sheepshead().picker < 0) return "leaster: everybody passed";
  std::string c;
  if (log.sheepshead().call) {
    c = log.sheepshead().call->type == engine::CallType::kAlone
            ? std::string("picked and went alone")
            : "picked and called " + call_text(*log.sheepshead().call);
  } else if (!log.sheepshead().rules.has_partner()) {
    c = "picked and plays alone";
  } else if (log.sheepshead().rules.partner_rule == engine::PartnerRule::kJackOfDiamonds) {
    c = "picked; the jack of diamonds is the partner";
  } else {
    c = "picked";
  }
  for (const engine::Announcement& a : log.sheepshead().doubles) {
    const auto who = static_cast<std::size_t>(a.seat);
    c += ", " + engine::announce_string(a.kind) + " by " +
         (who < log.players.size() && !log.players[who].empty()
              ? log.players[who]
              : "Seat " + std::to_string(a.seat + 1));
  }
  // The engine's SheepsheadHand::multiplier(): x2 per announcement, capped.
  std::int64_t m = std::int64_t{std::max(1, log.multiplier)} << log.sheepshead().doubles.size();
  if (log.sheepshead().rules.max_multiplier > 0)
    m = std::min<std::int64_t>(m, log.sheepshead().rules.max_multiplier);
  if (m > 1) c += " (x" + std::to_string(m) + ")";
  return c;
}

// A Sheepshead log whose hidden cards are not all known: each seat holds what the log gives;
// the picker also the blind and minus the bury, where those are given. The trick-play rules
// are those SheepsheadHand sets up when play starts (SS-8.4, SS-8.5).
ReplayDeal sheepshead_partial(const engine::DealLog& log) {
  ReplayDeal d;
  d.game = GameKind::kSheepshead;
  d.num_seats = log.sheepshead().rules.seats();  // 3, 4 or 5 (SS-14.2)
  d.dealer = log.dealer;
  d.picker = log.sheepshead().picker;
  d.leaster = log.sheepshead().picker < 0;
  d.rules.num_players = d.num_seats;
  d.rules.tricks = log.sheepshead().rules.hand_size();  // 7 four-handed (SS-14.2)
  d.rules.table = engine::sheepshead_table_for(log.sheepshead().rules);
  d.rules.under_lead_allowed = log.sheepshead().rules.under_lead_allowed;
  d.rules.called_ten_wins = log.sheepshead().rules.called_ten_wins;
  d.hands = known_hands(log, d.num_seats);
  if (log.sheepshead().blind) d.blind = mask_of(*log.sheepshead().blind);
  if (log.sheepshead().picker >= 0) {
    auto& h = d.hands[static_cast<std::size_t>(log.sheepshead().picker)];
    if (log.sheepshead().blind) h |= mask_of(*log.sheepshead().blind);
    if (log.sheepshead().bury) {
      d.bury = mask_of(*log.sheepshead().bury);
      h &= ~*d.bury;
    }
    d.rules.picker = static_cast<std::uint8_t>(log.sheepshead().picker);
    // The partner card as SheepsheadHand::partner_card() gives it: the called card (a call-up's
    // jack too), else JD under the jack-of-diamonds rule unless the picker holds it (SS-14.1).
    if (log.sheepshead().call) {
      d.rules.partner_card = log.sheepshead().call->called_card();
    } else if (log.sheepshead().rules.has_partner() &&
               log.sheepshead().rules.partner_rule == engine::PartnerRule::kJackOfDiamonds &&
               !engine::has(d.hands[static_cast<std::size_t>(log.sheepshead().picker)],
                            engine::make_card(engine::Suit::kDiamonds, engine::Rank::kJack))) {
      d.rules.partner_card = engine::make_card(engine::Suit::kDiamonds, engine::Rank::kJack);
    }
    // Called suits (SS-8.3 to SS-8.5) only for ACE, TEN and UNKNOWN calls, not for a call-up.
    if (log.sheepshead().call && log.sheepshead().call->type != engine::CallType::kAlone &&
        log.sheepshead().call->type != engine::CallType::kJack) {
      d.rules.called = log.sheepshead().call->called_card();
      d.rules.called_suit = static_cast<std::uint8_t>(log.sheepshead().call->suit);
      if (log.sheepshead().call->type == engine::CallType::kUnknown) {
        d.rules.under = log.sheepshead().call->under;
      } else if (log.sheepshead().call->type == engine::CallType::kTen &&
                 log.sheepshead().rules.ten_hold_is_ace) {
        d.rules.hold = engine::HoldRule::kAce;
      } else {
        d.rules.hold = engine::HoldRule::kOneCard;
      }
    }
  }
  return d;
}

std::optional<ReplayDeal> sheepshead_deal(const engine::DealLog& log, std::string& error) {
  if (!log.deal_known) return sheepshead_partial(log);
  // Every card is known: let the engine replay the auction, bury, call and plays.
  auto hand = engine::replay_sheepshead(log, log.plays.size(), &error);
  if (!hand) return std::nullopt;
  ReplayDeal d = replay_from_hand(*hand, log.players, "");
  d.blind = log.sheepshead().blind_known ? std::optional<CardMask>(log.sheepshead().dealt_blind)
                                         : std::nullopt;
  if (log.sheepshead().picker >= 0) d.bury = log.sheepshead().dealt_bury;
  return d;
}

// A Schafkopf log (SK rules): the contract's trump table and called ace from the engine's
// Schafkopf setup (SK-3, SK-7), the hands as far as known.
std::optional<ReplayDeal> schafkopf_deal(const engine::DealLog& log, std::string& error) {
  auto rules = engine::schafkopf_preset(log.preset.empty() ? "schafkopf" : log.preset);
  if (!rules || !log.schafkopf().contract) {
    error = !rules ? "unknown Schafkopf preset \"" + log.preset + "\"" : "the contract is missing";
    return std::nullopt;
  }
  for (const auto& [flag, value] : log.rule_flags) {
    if (auto e = engine::set_schafkopf_flag(*rules, flag, value)) {
      error = "rules." + flag + ": " + *e;
      return std::nullopt;
    }
  }
  const engine::SkContract contract = engine::sk_contract_from_log(*log.schafkopf().contract);
  ReplayDeal d;
  d.game = GameKind::kSchafkopf;
  d.num_seats = engine::kSchafkopfSeats;
  d.dealer = log.dealer;
  if (log.deal_known) {
    for (int s = 0; s < engine::kSchafkopfSeats; ++s) {
      d.hands[static_cast<std::size_t>(s)] = log.dealt[static_cast<std::size_t>(s)];
    }
  } else {
    d.hands = known_hands(log, engine::kSchafkopfSeats);
  }
  std::array<CardMask, engine::kSchafkopfSeats> dealt{};
  for (int s = 0; s < engine::kSchafkopfSeats; ++s) {
    dealt[static_cast<std::size_t>(s)] = d.hands[static_cast<std::size_t>(s)];
  }
  const engine::SkSetup setup = engine::schafkopf_setup(*rules, contract, dealt);
  d.rules = setup.play;
  d.picker = contract.game == engine::SkGame::kRamsch ? -1 : contract.declarer;
  if (d.picker < 0) {
    d.contract = "Ramsch: everybody plays for himself";
  } else {
    d.contract = "plays " + engine::contract_name(contract);
  }
  for (const engine::LogDouble& x : log.schafkopf().doubles) {
    d.contract += (x.call == engine::LogDoubleCall::kRe ? "; Re by " : "; Kontra by ") +
                  (static_cast<std::size_t>(x.seat) < log.players.size()
                       ? log.players[static_cast<std::size_t>(x.seat)]
                       : "seat " + std::to_string(x.seat));
  }
  return d;
}

}  // namespace

LoadedDeal replay_from_log(const engine::DealLog& log, std::string source) {
  LoadedDeal out;
  std::string error;
  std::optional<ReplayDeal> d = log.game == engine::Game::kSheepshead ? sheepshead_deal(log, error)
                                                                      : schafkopf_deal(log, error);
  if (!d) {
    out.errors.push_back(error.empty() ? "the hand cannot be replayed" : error);
    return out;
  }
  d->players = log.players;
  d->plays = log.plays;
  if (log.game == engine::Game::kSheepshead) d->contract = sheepshead_contract(log);
  d->source = std::move(source);
  d->viewer = log.viewer.value_or(-1);
  d->log = std::make_shared<const engine::DealLog>(log);
  out.deal = std::move(d);
  return out;
}

LoadedDeal load_replay_file(const std::string& path) {
  engine::LoadResult loaded = engine::load_deal_log_file(path);
  if (!loaded.log) {
    LoadedDeal out;
    out.errors = lines(loaded.errors);
    if (out.errors.empty()) out.errors.push_back("the file could not be read as a deal log");
    return out;
  }
  if (loaded.log->game == engine::Game::kSweep) {
    LoadedDeal out;
    out.source = std::filesystem::path(path).filename().string();
    std::string error;
    std::optional<SweepReplay> r = SweepReplay::from_log(*loaded.log, &error);
    if (!r) {
      out.errors.push_back(error.empty() ? "the hand cannot be replayed" : error);
      return out;
    }
    out.sweep = std::make_shared<const SweepReplay>(std::move(*r));
    out.viewer = loaded.log->viewer.value_or(-1);
    out.warnings = lines(loaded.warnings);
    return out;
  }
  LoadedDeal replay = replay_from_log(*loaded.log, std::filesystem::path(path).filename().string());
  replay.warnings = lines(loaded.warnings);
  return replay;
}

}  // namespace ui
