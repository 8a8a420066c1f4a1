// Schafkopf deal-log rule checks (RULES.md §4) for validate_deal_log (deal_log.h): the rules
// (preset + `rules` flags, Appendix A), who played each card (TT-3, TT-7 with the contract's
// trump table), the derivation of hidden cards, the Sauspiel call against the declarer's hand
// (SK-5.2), the legality of every play (SK-7.5, with German card codes as a Schafkopf player
// reads them), the doubles (SK-6) and the recorded result (SK-8, SK-9, SK-10, SK-12).
#include <string>

#include "engine/deal_log.h"
#include "engine/schafkopf.h"
#include "engine/schafkopf_bids.h"
#include "log_names.h"

namespace engine {

namespace {

std::string idx(std::string_view key, std::size_t i) {
  return std::string(key) + "[" + std::to_string(i) + "]";
}

std::string signed_units(int u) {
  return (u > 0 ? "+" : "") + std::to_string(u);
}

class SchafkopfChecker {
 public:
  SchafkopfChecker(DealLog& log, std::vector<LogError>& errors) : log_(log), errors_(errors) {}

  void run() {
    const std::size_t before = errors_.size();
    if (!load_rules()) return;
    if (!log_.schafkopf().contract) {
      before_contract();
      return;
    }
    contract_ = sk_contract_from_log(*log_.schafkopf().contract);
    if (auto e = check_contract_shape(contract_)) {
      add("contract", *e);
      return;
    }
    per_seat_ = rules_.cards_per_hand();
    if (!assign_seats()) return;
    derive_hands();
    if (errors_.size() != before) return;
    check_call();
    if (errors_.size() != before) return;
    if (log_.deal_known) {
      replay_full();
    } else {
      check_partial();
    }
  }

 private:
  void add(std::string where, std::string message) {
    errors_.push_back(LogError{std::move(where), std::move(message)});
  }
  std::string name(int s) const { return detail::seat_name(log_, s); }
  std::string seat_label(int s) const { return detail::seat_label(log_, s); }

  // A log without a contract stops in its auction ("bids", schafkopf_bids.h): nothing that
  // follows the contract may be recorded.
  void before_contract() {
    if (!log_.plays.empty()) {
      add("plays[0]", "no card is played before the contract: the log has no \"contract\"");
    }
    if (!log_.schafkopf().doubles.empty()) {
      add("doubles[0]", "no Kontra or Re before the contract: the log has no \"contract\"");
    }
    if (log_.result) add("result", "a hand without a contract has no result");
  }

  bool load_rules() {
    auto preset = schafkopf_preset(log_.preset.empty() ? "schafkopf" : log_.preset);
    if (!preset) {
      add("preset", "unknown preset \"" + log_.preset + "\" for Schafkopf");
      return false;
    }
    rules_ = *preset;
    bool ok = true;
    for (const auto& [flag, value] : log_.rule_flags) {
      if (auto e = set_schafkopf_flag(rules_, flag, value)) {
        add("rules." + flag, *e);
        ok = false;
      }
    }
    return ok;
  }

  // Who played each card: forehand leads trick 1, each trick's winner leads the next (TT-3).
  // The trump table alone decides a trick, so this needs no hidden card.
  bool assign_seats() {
    const ContractTable t = schafkopf_contract_table(contract_, rules_.deck_mask());
    log_.play_seat.clear();
    int leader = (log_.dealer + 1) % kSchafkopfSeats;
    Card trick[kSchafkopfSeats] = {};
    for (std::size_t k = 0; k < log_.plays.size(); ++k) {
      const int pos = static_cast<int>(k % kSchafkopfSeats);
      trick[pos] = log_.plays[k];
      log_.play_seat.push_back(static_cast<std::uint8_t>((leader + pos) % kSchafkopfSeats));
      if (pos == kSchafkopfSeats - 1) {
        const int w = trick_winner_index(t, trick, kSchafkopfSeats, t.eff_suit[trick[0]], kNoCard);
        if (w < 0) {
          add(idx("plays", k), "this trick has no winner");
          return false;
        }
        leader = (leader + w) % kSchafkopfSeats;
      }
    }
    return true;
  }

  // Every seat's hand is what `hands` gives plus what it played (DEAL_LOG.md). A card from the
  // wrong seat follows from an earlier card that did not follow suit (it won a trick it could
  // not, and the wrong seat led on): that card is named, not its consequences (issue 42).
  void derive_hands() {
    std::array<CardMask, kSchafkopfSeats> given{};
    for (std::size_t s = 0; s < log_.hands.size() && s < kSchafkopfSeats; ++s) {
      if (!log_.hands[s]) continue;
      for (Card c : *log_.hands[s]) given[s] |= bit(c);
    }
    known_ = given;
    for (std::size_t k = 0; k < log_.plays.size(); ++k) {
      const Card c = log_.plays[k];
      const int p = log_.play_seat[k];
      std::string error;
      for (int s = 0; s < kSchafkopfSeats && error.empty(); ++s) {
        if (s != p && has(given[s], c)) {
          error = german_code(c) + " was dealt to " + seat_label(s) + ", but it is " +
                  seat_label(p) + " who plays here";
        }
      }
      if (error.empty() && !has(known_[p], c) && count(known_[p]) >= per_seat_) {
        error = seat_label(p) + " plays " + german_code(c) + ", but the log already gives " +
                std::to_string(per_seat_) + " other cards for this seat";
      }
      if (!error.empty()) {
        if (!first_revoke(k, known_)) add(idx("plays", k), error);
        return;
      }
      known_[p] |= bit(c);
    }
    bool all = true;
    for (int s = 0; s < kSchafkopfSeats; ++s) all = all && count(known_[s]) == per_seat_;
    if (all) {
      for (int s = 0; s < kSchafkopfSeats; ++s) log_.dealt[static_cast<std::size_t>(s)] = known_[s];
      log_.deal_known = true;
      log_.sheepshead().blind_known = true;
    }
  }

  // SK-5.2: the declarer must not hold the called ace and must hold a plain card of its suit.
  void check_call() {
    if (contract_.game != SkGame::kSauspiel) return;
    const CardMask h = known_[contract_.declarer];
    const Card ace = contract_.called_card();
    if (has(h, ace)) {
      add("contract.called", german_code(ace) + " cannot be called: the declarer, " +
                                 seat_label(contract_.declarer) + ", holds it");
    } else if (log_.deal_known) {
      if (auto e = check_sauspiel_call(h, contract_.suit)) add("contract.called", *e);
    }
  }

  std::array<std::string, kSchafkopfSeats> names() const {
    std::array<std::string, kSchafkopfSeats> out;
    for (int s = 0; s < kSchafkopfSeats; ++s) out[static_cast<std::size_t>(s)] = name(s);
    return out;
  }

  std::vector<SkDouble> doubles() const {
    std::vector<SkDouble> out;
    for (const LogDouble& d : log_.schafkopf().doubles) {
      out.push_back(
          {d.seat, d.call == LogDoubleCall::kRe ? SkDoubleKind::kRe : SkDoubleKind::kKontra});
    }
    return out;
  }

  void check_doubles_with(std::uint8_t party, bool party_known) {
    std::vector<SkDouble> d = doubles();
    if (!party_known) {
      // Without the partner's identity only the order can be checked.
      for (SkDouble& x : d) x.seat = -1;
    }
    int at = -1;
    if (auto e = check_doubles(rules_, contract_, party, d, &at)) {
      add(at >= 0 ? idx("doubles", static_cast<std::size_t>(at)) : std::string("doubles"), *e);
    }
  }

  void replay_full() {
    std::array<CardMask, kSchafkopfSeats> dealt{};
    for (int s = 0; s < kSchafkopfSeats; ++s) dealt[s] = log_.dealt[static_cast<std::size_t>(s)];
    const SkReplay r =
        replay_schafkopf(rules_, contract_, log_.dealer, dealt, log_.plays, doubles(), names());
    check_doubles_with(r.setup.party, true);
    if (r.error_index >= 0) {
      add(idx("plays", static_cast<std::size_t>(r.error_index)), r.error);
      return;
    }
    check_result(r);
  }

  // The first of plays[0..end) that does not follow suit though its seat held the led suit
  // (`known`: each seat's cards known from the log); adds its error and returns true.
  bool first_revoke(std::size_t end, std::array<CardMask, kSchafkopfSeats> left) {
    const ContractTable t = schafkopf_contract_table(contract_, rules_.deck_mask());
    std::uint8_t led = 0;
    for (std::size_t k = 0; k < end && k < log_.plays.size(); ++k) {
      const Card c = log_.plays[k];
      const int p = log_.play_seat[k];
      if (k % kSchafkopfSeats == 0) {
        led = t.eff_suit[c];
      } else {
        const CardMask follow = left[p] & t.suit_mask[led];
        if (follow && !has(follow, c)) {
          const std::string led_name =
              led == kTrump ? std::string("trump") : german_suit_name(static_cast<Suit>(led));
          add(idx("plays", k), german_code(c) + " is not legal for " + seat_label(p) + ": " +
                                   led_name + " was led and " + name(p) + " holds " +
                                   german_mask_string(follow));
          return true;
        }
      }
      left[p] &= ~bit(c);
    }
    return false;
  }

  // What can be checked without every hidden card: following suit against each seat's known
  // cards (its later plays included, so a revoke shows).
  void check_partial() {
    if (first_revoke(log_.plays.size(), known_)) return;
    const Card ace = contract_.called_card();
    std::uint8_t party = 0;
    bool party_known = contract_.game != SkGame::kSauspiel;
    if (contract_.game != SkGame::kRamsch)
      party = static_cast<std::uint8_t>(1u << contract_.declarer);
    for (int s = 0; s < kSchafkopfSeats && !party_known; ++s) {
      if (has(known_[s], ace)) {
        party = static_cast<std::uint8_t>(party | (1u << s));
        party_known = true;
      }
    }
    check_doubles_with(party, party_known);
    if (log_.result) {
      add("result", "the log does not give every card, so its result cannot be checked");
    }
  }

  void check_result(const SkReplay& r) {
    if (!log_.result) return;
    if (!r.complete) {
      add("result", "the hand is not finished (" + std::to_string(log_.plays.size()) + " of " +
                        std::to_string(kSchafkopfSeats * per_seat_) +
                        " cards played), so it has no result yet");
      return;
    }
    const LogResult& lr = *log_.result;
    const SkResult& res = r.result;
    for (std::size_t s = 0; s < lr.points.size() && s < kSchafkopfSeats; ++s) {
      if (lr.points[s] != res.points[s]) {
        add(idx("result.points", s), "the log says " + std::to_string(lr.points[s]) + " but " +
                                         name(static_cast<int>(s)) + " took " +
                                         std::to_string(res.points[s]) + " card points");
      }
    }
    for (std::size_t s = 0; s < lr.units.size() && s < kSchafkopfSeats; ++s) {
      if (lr.units[s] != res.units[s]) {
        add(idx("result.units", s), "the log says " + signed_units(lr.units[s]) +
                                        " but the hand settles to " + signed_units(res.units[s]) +
                                        " (" + describe(res) + ")");
      }
    }
  }

  // "Sauspiel mit der Gras-Sau lost with 59 points, value 4 = (2 + 0) x 2".
  std::string describe(const SkResult& r) const {
    std::string s = contract_name(contract_);
    if (r.ramsch) {
      s += ", value " + std::to_string(r.value);
      if (r.jungfrauen > 0) s += " with " + std::to_string(r.jungfrauen) + " Jungfrau";
      return s;
    }
    s += r.declarer_won ? " won" : " lost";
    s += " with " + std::to_string(r.party_points) + " points";
    if (r.schneider) s += ", schneider";
    if (r.schwarz) s += ", schwarz";
    if (r.runners > 0) s += ", " + std::to_string(r.runners) + " runners";
    if (r.doublings > 0) s += ", doubled " + std::to_string(r.doublings) + "x";
    return s + ", value " + std::to_string(r.value);
  }

  DealLog& log_;
  std::vector<LogError>& errors_;
  SchafkopfRules rules_;
  SkContract contract_;
  int per_seat_ = 8;
  std::array<CardMask, kSchafkopfSeats> known_{};
};

}  // namespace

SkContract sk_contract_from_log(const LogContract& c) {
  SkContract out;
  out.declarer = c.declarer;
  out.tout = c.tout;
  switch (c.type) {
    case LogContractType::kSauspiel:
      out.game = SkGame::kSauspiel;
      out.suit = c.called < kNumCards ? suit_of(c.called) : Suit::kClubs;
      break;
    case LogContractType::kSolo:
      out.game = SkGame::kSolo;
      break;
    case LogContractType::kWenz:
      out.game = SkGame::kWenz;
      break;
    case LogContractType::kFarbwenz:
      out.game = SkGame::kFarbwenz;
      break;
    case LogContractType::kGeier:
      out.game = SkGame::kGeier;
      break;
    case LogContractType::kFarbgeier:
      out.game = SkGame::kFarbgeier;
      break;
    case LogContractType::kRamsch:
      out.game = SkGame::kRamsch;
      out.declarer = -1;
      break;
  }
  if (c.trump) out.suit = *c.trump;
  return out;
}

void validate_schafkopf_log(DealLog& log, std::vector<LogError>& errors) {
  SchafkopfChecker(log, errors).run();
}

std::optional<SchafkopfLogReplay> replay_schafkopf_log(const DealLog& log, std::size_t n_plays,
                                                       std::string* error) {
  auto fail = [&](std::string why) -> std::optional<SchafkopfLogReplay> {
    if (error) *error = std::move(why);
    return std::nullopt;
  };
  if (log.game != Game::kSchafkopf) return fail("not a Schafkopf log");
  if (!log.schafkopf().contract) return fail("the log has no contract");
  if (!log.deal_known) return fail("the hidden cards cannot be derived from the log");
  if (n_plays > log.plays.size())
    return fail("the log has only " + std::to_string(log.plays.size()) + " plays");
  SchafkopfLogReplay out;
  auto preset = schafkopf_preset(log.preset.empty() ? "schafkopf" : log.preset);
  if (!preset) return fail("unknown preset \"" + log.preset + "\"");
  out.rules = *preset;
  for (const auto& [flag, value] : log.rule_flags) {
    if (auto e = set_schafkopf_flag(out.rules, flag, value)) return fail(*e);
  }
  out.contract = sk_contract_from_log(*log.schafkopf().contract);
  for (const LogDouble& d : log.schafkopf().doubles) {
    out.doubles.push_back(
        {d.seat, d.call == LogDoubleCall::kRe ? SkDoubleKind::kRe : SkDoubleKind::kKontra});
  }
  for (int s = 0; s < kSchafkopfSeats; ++s) {
    out.dealt[static_cast<std::size_t>(s)] = log.dealt[static_cast<std::size_t>(s)];
  }
  std::array<std::string, kSchafkopfSeats> names;
  for (int s = 0; s < kSchafkopfSeats; ++s) {
    names[static_cast<std::size_t>(s)] = detail::seat_name(log, s);
  }
  const std::vector<Card> plays(log.plays.begin(),
                                log.plays.begin() + static_cast<std::ptrdiff_t>(n_plays));
  out.replay =
      replay_schafkopf(out.rules, out.contract, log.dealer, out.dealt, plays, out.doubles, names);
  if (!out.replay.error.empty()) return fail(out.replay.error);
  return out;
}

bool json_object_has_key(const std::string& object_json, std::string_view key) {
  // Scans the object's text: a key is a string at depth 1 right after '{' or ','.
  int depth = 0;
  char before = 0;  // the last structural character outside strings
  for (std::size_t i = 0; i < object_json.size(); ++i) {
    const char c = object_json[i];
    if (c == '"') {
      const std::size_t start = i + 1;
      for (++i; i < object_json.size() && object_json[i] != '"'; ++i) {
        if (object_json[i] == '\\') ++i;
      }
      if (depth == 1 && (before == '{' || before == ',') &&
          std::string_view(object_json).substr(start, i - start) == key) {
        return true;
      }
      before = '"';
    } else if (c == '{' || c == '[') {
      ++depth;
      before = c;
    } else if (c == '}' || c == ']') {
      --depth;
      before = c;
    } else if (c == ',' || c == ':') {
      before = c;
    }
  }
  return false;
}

std::optional<SchafkopfHand> schafkopf_hand_after_bids(const DealLog& log,
                                                       const std::vector<SkBid>& bids,
                                                       std::vector<LogError>* errors) {
  auto fail = [&](std::string where, std::string why) -> std::optional<SchafkopfHand> {
    errors->push_back(LogError{std::move(where), std::move(why)});
    return std::nullopt;
  };
  if (log.game != Game::kSchafkopf) return fail("bids", "only a Schafkopf log has bids");
  if (!log.deal_known) {
    return fail("hands",
                "the log does not give every seat's cards, so its bids cannot be replayed");
  }
  auto rules = schafkopf_preset(log.preset.empty() ? "schafkopf" : log.preset);
  if (!rules) return fail("preset", "unknown preset \"" + log.preset + "\"");
  for (const auto& [flag, value] : log.rule_flags) {
    if (auto e = set_schafkopf_flag(*rules, flag, value)) return fail("rules." + flag, *e);
  }
  std::array<CardMask, kSchafkopfSeats> dealt{};
  for (int s = 0; s < kSchafkopfSeats; ++s) dealt[s] = log.dealt[static_cast<std::size_t>(s)];
  SchafkopfHand h(*rules, log.dealer, dealt);
  for (std::size_t i = 0; i < bids.size(); ++i) {
    const bool auction = h.phase() == SkPhase::kAuction || h.phase() == SkPhase::kBidding;
    if (!auction) {
      return fail(idx("bids", i), h.phase() == SkPhase::kDeclare
                                      ? "the auction is over: seat " + std::to_string(h.holder()) +
                                            " declares the contract next"
                                      : std::string("the auction is over"));
    }
    const int seat = h.to_act();
    if (auto e = h.bid(bids[i])) {
      std::string legal;
      for (const SkBid& b : h.legal_bids()) {
        if (!legal.empty()) legal += ", ";
        legal += bid_text(b);
      }
      return fail(idx("bids", i), "seat " + std::to_string(seat) + " cannot bid that: " + *e +
                                      " (it may: " + legal + ")");
    }
  }
  if (!log.schafkopf().contract) return h;
  const SkContract c = sk_contract_from_log(*log.schafkopf().contract);
  if (h.phase() == SkPhase::kAuction || h.phase() == SkPhase::kBidding) {
    return fail("contract", "the auction in \"bids\" is not over (seat " +
                                std::to_string(h.to_act()) + " bids next)");
  }
  if (h.phase() == SkPhase::kDeclare) {
    if (auto e = h.declare(c)) return fail("contract", "the bids do not lead to it: " + *e);
    return h;
  }
  // Everyone passed: a Ramsch (sk_all_pass = ramsch) or a thrown-in hand.
  if (h.phase() == SkPhase::kDone) {
    return fail("contract", "everyone passed and the hand was thrown in: it has no contract");
  }
  if (!h.contract() || !(*h.contract() == c)) {
    return fail("contract", "everyone passed, so the contract is a Ramsch: {\"type\": \"ramsch\"}");
  }
  return h;
}

}  // namespace engine
