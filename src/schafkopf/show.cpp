// `schmier show` for a Schafkopf log (RULES.md §4): the contract, Kontra and Re, every trick
// with German card names next to the codes, and the settlement (SK-7 to SK-10).
#include <algorithm>
#include <array>
#include <iostream>
#include <sstream>
#include <string>
#include <variant>
#include <vector>

#include "cli_game.h"
#include "cli_util.h"
#include "engine/deal_log.h"
#include "engine/play.h"
#include "engine/schafkopf.h"
#include "schafkopf/cli.h"
#include "show_common.h"

namespace cli {

namespace {

using engine::Card;
using engine::CardMask;
using engine::DealLog;

engine::SkContract to_sk_contract(const engine::LogContract& c) {
  engine::SkContract out;
  out.declarer = c.declarer;
  out.tout = c.tout;
  switch (c.type) {
    case engine::LogContractType::kSauspiel:
      out.game = engine::SkGame::kSauspiel;
      if (c.called != engine::kNoCard) out.suit = engine::suit_of(c.called);
      break;
    case engine::LogContractType::kSolo:
      out.game = engine::SkGame::kSolo;
      break;
    case engine::LogContractType::kWenz:
      out.game = engine::SkGame::kWenz;
      break;
    case engine::LogContractType::kFarbwenz:
      out.game = engine::SkGame::kFarbwenz;
      break;
    case engine::LogContractType::kGeier:
      out.game = engine::SkGame::kGeier;
      break;
    case engine::LogContractType::kFarbgeier:
      out.game = engine::SkGame::kFarbgeier;
      break;
    case engine::LogContractType::kRamsch:
      out.game = engine::SkGame::kRamsch;
      out.declarer = -1;
      break;
  }
  if (c.trump) out.suit = *c.trump;
  return out;
}

// Schafkopf logs (SK-7 play, SK-8 result, SK-9 runners, SK-10 settlement): the contract instead
// of picking and calling, German card names next to the codes.
class SchafkopfPrinter {
 public:
  SchafkopfPrinter(const DealLog& log, std::ostream& out) : log_(log), out_(out) {
    for (int s = 0; s < kSkSeats; ++s)
      name_width_ = std::max(name_width_, seat_name(log_, s).size());
  }

  // Returns false (with a message) when the log's rules cannot be rebuilt.
  bool print() {
    if (!make_rules()) return false;
    if (log_.schafkopf().contract) {
      contract_ = to_sk_contract(*log_.schafkopf().contract);
      table_ = engine::schafkopf_contract_table(*contract_, rules_.deck_mask());
    } else {
      table_ = engine::schafkopf_contract_table(engine::SkContract{}, rules_.deck_mask());
    }
    print_header();
    print_deal();
    if (!contract_) {
      out_ << "\nNo contract: the hand was not played.\n";
      return true;
    }
    print_contract();
    print_tricks();
    print_settlement();
    return true;
  }

 private:
  static constexpr int kSkSeats = engine::kSchafkopfSeats;

  std::string name(int seat) const { return seat_name(log_, seat); }

  bool make_rules() {
    const auto preset = engine::schafkopf_preset(log_.preset);
    if (!preset) {
      out_ << "unknown Schafkopf preset " << log_.preset << "\n";
      return false;
    }
    rules_ = *preset;
    for (const auto& [flag, value] : log_.rule_flags) {
      if (auto err = engine::set_schafkopf_flag(rules_, flag, value)) {
        out_ << "rules." << flag << ": " << *err << "\n";
        return false;
      }
    }
    return true;
  }

  void print_header() {
    out_ << "Schafkopf, preset " << log_.preset;
    for (const auto& [flag, value] : log_.rule_flags) {
      out_ << ", " << flag << " = ";
      std::visit([&](const auto& v) { out_ << std::boolalpha << v; }, value);
    }
    out_ << "\nPlayers:";
    for (int s = 0; s < kSkSeats; ++s) out_ << (s ? ", " : " ") << name(s);
    out_ << "\nDealer: " << name(log_.dealer) << "; " << name((log_.dealer + 1) % kSkSeats)
         << " leads first\n";
    print_note(log_, out_);
  }

  // German codes in the same order as hand_string.
  std::string german(CardMask m) const {
    std::string out;
    for (const std::string& code : split(hand_string(table_, m))) {
      if (!out.empty()) out += ' ';
      out += engine::german_code(*engine::parse_card(code));
    }
    return out;
  }

  static std::vector<std::string> split(const std::string& s) {
    std::vector<std::string> out;
    std::istringstream in(s);
    std::string w;
    while (in >> w) out.push_back(w);
    return out;
  }

  CardMask shown_cards(int seat) const { return cli::shown_cards(log_, seat); }

  std::array<CardMask, engine::kSchafkopfSeats> hands() const {
    std::array<CardMask, engine::kSchafkopfSeats> h{};
    for (int s = 0; s < kSkSeats; ++s) {
      h[static_cast<std::size_t>(s)] =
          log_.deal_known ? log_.dealt[static_cast<std::size_t>(s)] : shown_cards(s);
    }
    return h;
  }

  void print_deal() {
    out_ << "\nHands as dealt:\n";
    const auto h = hands();
    for (int s = 0; s < kSkSeats; ++s) {
      const CardMask m = h[static_cast<std::size_t>(s)];
      const int unknown =
          log_.deal_known ? 0 : std::max(0, rules_.cards_per_hand() - engine::count(m));
      out_ << "  " << padded(name(s), name_width_) << "  " << hand_string(table_, m, unknown)
           << "   (" << german(m) << ")\n";
    }
  }

  void print_contract() {
    out_ << "\nContract: " << engine::contract_name(*contract_);
    if (contract_->declarer >= 0) out_ << ", played by " << name(contract_->declarer);
    out_ << "\n";
    if (contract_->game == engine::SkGame::kSauspiel) {
      const Card ace = contract_->called_card();
      partner_ = -1;
      const auto h = hands();
      for (int s = 0; s < kSkSeats; ++s) {
        if (engine::has(h[static_cast<std::size_t>(s)], ace)) partner_ = s;
      }
      out_ << "Partner: ";
      if (partner_ >= 0) {
        out_ << name(partner_) << " holds the called " << engine::card_code(ace) << " ("
             << engine::german_code(ace) << "; secret until it is played)\n";
      } else {
        out_ << "the holder of " << engine::card_code(ace) << " (not known from the log yet)\n";
      }
    }
    for (const engine::LogDouble& d : log_.schafkopf().doubles) {
      out_ << (d.call == engine::LogDoubleCall::kKontra ? "Kontra" : "Re") << " by " << name(d.seat)
           << "\n";
    }
  }

  void print_running(const engine::PlayState& s, std::uint8_t party) {
    if (contract_->game == engine::SkGame::kRamsch) {
      out_ << "  Points:";
      for (int p = 0; p < kSkSeats; ++p) {
        out_ << (p ? ", " : " ") << name(p) << " " << s.points_won[static_cast<std::size_t>(p)];
      }
      out_ << "\n";
      return;
    }
    int side = 0;
    int total = 0;
    for (int p = 0; p < kSkSeats; ++p) {
      total += s.points_won[static_cast<std::size_t>(p)];
      if ((party >> p) & 1u) side += s.points_won[static_cast<std::size_t>(p)];
    }
    out_ << "  Points in tricks: declaring party " << side << ", opponents " << total - side
         << "\n";
  }

  void print_tricks() {
    const auto h = hands();
    const engine::SkSetup setup = engine::schafkopf_setup(rules_, *contract_, h);
    const engine::PlayRules& r = setup.play;
    engine::PlayState s = engine::schafkopf_initial_state(h, log_.dealer);
    if (log_.plays.empty()) {
      out_ << "\nNo card has been played yet.\n";
      return;
    }
    const Card ace = contract_->called_card();
    for (std::size_t i = 0; i < log_.plays.size(); ++i) {
      const Card c = log_.plays[i];
      const int seat = s.to_move(r);
      if (s.trick_size == 0) {
        out_ << "\nTrick " << s.tricks_done + 1 << ", " << name(seat) << " leads:\n ";
      }
      out_ << " " << name(seat) << " " << engine::card_code(c) << " (" << engine::german_code(c)
           << ")";
      if (c == ace && ace != engine::kNoCard) {
        out_ << " (the called ace: " << name(seat) << " is the partner)";
      }
      engine::PlayUndo undo;
      make_move(r, s, c, undo);
      if (undo.completed) {
        out_ << "\n  " << name(undo.winner) << " wins the trick: " << undo.points << " points\n";
        print_running(s, setup.party);
      } else if (i + 1 < log_.plays.size()) {
        out_ << ",";
      }
    }
    if (s.trick_size > 0) out_ << "\n  (trick in progress)\n";
    complete_ = s.finished(r);
    if (!complete_) {
      out_ << "\nThe log stops after " << log_.plays.size() << " of "
           << rules_.cards_per_hand() * kSkSeats << " plays: no settlement yet.\n";
    }
  }

  void print_settlement() {
    if (!complete_ || !log_.deal_known) return;
    std::array<std::string, engine::kSchafkopfSeats> names;
    for (int p = 0; p < kSkSeats; ++p) names[static_cast<std::size_t>(p)] = name(p);
    std::vector<engine::SkDouble> doubles;
    for (const engine::LogDouble& d : log_.schafkopf().doubles) {
      doubles.push_back(engine::SkDouble{d.seat, d.call == engine::LogDoubleCall::kKontra
                                                     ? engine::SkDoubleKind::kKontra
                                                     : engine::SkDoubleKind::kRe});
    }
    const engine::SkReplay rep = engine::replay_schafkopf(rules_, *contract_, log_.dealer, hands(),
                                                          log_.plays, doubles, names);
    if (!rep.error.empty() || !rep.complete) {
      out_ << "\nSettlement: not available (" << (rep.error.empty() ? "unfinished" : rep.error)
           << ")\n";
      return;
    }
    const engine::SkResult& res = rep.result;
    out_ << "\nSettlement:\n";
    if (res.ramsch) {
      out_ << "  Ramsch. Points:";
      for (int p = 0; p < kSkSeats; ++p) {
        out_ << (p ? ", " : " ") << name(p) << " " << res.points[static_cast<std::size_t>(p)];
      }
      out_ << "\n  Loses:";
      bool first = true;
      for (int p = 0; p < kSkSeats; ++p) {
        if (!((res.ramsch_losers >> p) & 1)) continue;
        out_ << (first ? " " : ", ") << name(p);
        first = false;
      }
      if (res.durchmarsch) out_ << " (Durchmarsch: one player took every trick)";
      if (res.jungfrauen > 0) out_ << " (Jungfrau: " << res.jungfrauen << " without a trick)";
      out_ << "\n";
    } else {
      out_ << "  Declaring party " << res.party_points << " points, opponents "
           << 120 - res.party_points << ": the declarer " << (res.declarer_won ? "wins" : "loses");
      if (res.schwarz)
        out_ << ", schwarz";
      else if (res.schneider)
        out_ << ", schneider";
      out_ << "\n  Runners " << res.runners << ", doublings " << res.doublings << ", value "
           << res.value << "\n";
    }
    print_units(out_, log_, res.units.data(), kSkSeats);
  }

  const DealLog& log_;
  std::ostream& out_;
  engine::SchafkopfRules rules_;
  std::optional<engine::SkContract> contract_;
  engine::ContractTable table_;
  std::size_t name_width_ = 5;
  int partner_ = -1;
  bool complete_ = false;
};

}  // namespace

bool show_schafkopf(const engine::DealLog& log, std::ostream& out) {
  return SchafkopfPrinter(log, out).print();
}

}  // namespace cli

namespace cli {

// A hand played to the end has 32 plays, 24 with the short deck (sk_deck "short").
std::string summary_schafkopf(const engine::DealLog& log) {
  bool short_deck = log.preset == "schafkopf_short";
  for (const auto& [name, value] : log.rule_flags) {
    if (name != "sk_deck") continue;
    const std::string* v = std::get_if<std::string>(&value);
    short_deck = v != nullptr && *v == "short";
  }
  return log_summary(log, "", "plays", short_deck ? 24 : 32, false);
}

}  // namespace cli
