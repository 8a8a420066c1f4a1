// Sheepshead's deal-log check (DEAL_LOG.md "Errors"): the auction (SS-4), bury (SS-5) and
// call (SS-6), the announcements (SS-14.3, SS-14.4), who played each card (TT, SS-8), the
// derivation of hidden cards, the replay through SheepsheadHand (SS-8.9) and the recorded
// result (SS-9 to SS-13); and replay_sheepshead for the programs.
#include <algorithm>
#include <string>

#include "deal_log_check.h"
#include "games.h"

namespace engine {

namespace {

// The rules a Sheepshead log names (preset, then its flags), or nullopt when they are not a
// valid table.
std::optional<SheepsheadRules> log_rules(const DealLog& log) {
  auto r = sheepshead_preset(log.preset.empty() ? "sheepshead" : log.preset);
  if (!r) return std::nullopt;
  for (const auto& [flag, value] : log.rule_flags) {
    if (set_sheepshead_flag(*r, flag, value)) return std::nullopt;
  }
  if (check_sheepshead_rules(*r)) return std::nullopt;
  return r;
}

}  // namespace

namespace detail {

int sheepshead_log_seats(const DealLog& log) {
  const auto r = log_rules(log);
  return r ? r->seats() : kSheepsheadSeats;
}

}  // namespace detail

CardMask blitz_cards(Announce kind) {
  if (kind == Announce::kBlitzBlack) {
    return bit(make_card(Suit::kClubs, Rank::kQueen)) | bit(make_card(Suit::kSpades, Rank::kQueen));
  }
  if (kind == Announce::kBlitzRed) {
    return bit(make_card(Suit::kHearts, Rank::kQueen)) |
           bit(make_card(Suit::kDiamonds, Rank::kQueen));
  }
  return 0;
}

namespace {

// "two" to "twelve" for the card and seat counts of sentences (digits beyond).
std::string count_word(int n) {
  static const char* const kWords[] = {"zero",  "one",   "two",  "three", "four",   "five",  "six",
                                       "seven", "eight", "nine", "ten",   "eleven", "twelve"};
  return n >= 0 && n <= 12 ? kWords[n] : std::to_string(n);
}

// The poll word of a `doubles` entry, for sentences: "crack", "re-crack", "blitz".
std::string double_word(Announce a) {
  switch (a) {
    case Announce::kCrack:
      return "crack";
    case Announce::kRecrack:
      return "re-crack";
    case Announce::kBlitzBlack:
    case Announce::kBlitzRed:
      return "blitz";
    case Announce::kPass:
      break;
  }
  return "pass";
}

}  // namespace

namespace detail {

void check_sheepshead_log(DealLog& log, std::vector<LogError>& errors) {
  LogChecker(log, errors).run_sheepshead();
}

void LogChecker::run_sheepshead() {
  begin();
  resolve_sheepshead_rules();
  // Sizes cannot be judged against a table that is not valid.
  if (!rules_ok_) return;
  n_ = log_.sheepshead().rules.seats();
  check_people();
  check_sheepshead();
}

void LogChecker::resolve_sheepshead_rules() {
  if (log_.preset.empty()) log_.preset = "sheepshead";
  SheepsheadRules r;
  bool ok = true;
  if (auto p = sheepshead_preset(log_.preset)) {
    r = *p;
  } else {
    std::string known;
    for (std::string_view name : sheepshead_preset_names()) {
      known += (known.empty() ? "" : ", ") + std::string(name);
    }
    add("preset", "unknown preset \"" + log_.preset + "\" for Sheepshead (known: " + known + ")");
    ok = false;
  }
  for (const auto& [flag, value] : log_.rule_flags) {
    if (auto e = set_sheepshead_flag(r, flag, value)) {
      add("rules." + flag, *e);
      ok = false;
    }
  }
  if (ok) {
    if (auto e = check_sheepshead_rules(r)) {
      add(log_.rule_flags.empty() ? "preset" : "rules", *e);
      ok = false;
    }
  }
  log_.sheepshead().rules = ok ? r : SheepsheadRules{};
  rules_ok_ = ok;
}

std::string LogChecker::table_note() const {
  if (log_.game != Game::kSheepshead || n_ == kSheepsheadSeats) return std::string();
  return " with ss_players = " + std::to_string(n_);
}

void LogChecker::check_sheepshead() {
  const std::size_t errors_before = start_errors_;
  if (!rules_ok_) return;
  const SheepsheadRules& rules = log_.sheepshead().rules;
  const std::size_t blind_n = static_cast<std::size_t>(rules.blind_size());
  if (log_.schafkopf().contract)
    add("contract", "a Sheepshead log has no contract (that is Schafkopf)");
  if (!log_.schafkopf().doubles.empty()) add("doubles", "Sheepshead has no Kontra or Re");
  if (log_.multiplier < 1 || log_.multiplier > (1 << 20)) {
    add("multiplier", "the multiplier must be a whole number from 1 to 1048576, not " +
                          std::to_string(log_.multiplier));
  }
  if (log_.sheepshead().blind && log_.sheepshead().blind->size() != blind_n) {
    add("blind", "the blind holds " + std::to_string(blind_n) + " cards" + table_note() + ", not " +
                     std::to_string(log_.sheepshead().blind->size()));
  }
  if (log_.sheepshead().bury && log_.sheepshead().bury->size() != blind_n) {
    add("bury", "the picker buries exactly " + std::to_string(blind_n) + " cards" + table_note() +
                    ", not " + std::to_string(log_.sheepshead().bury->size()));
  }
  check_card_values(kLongDeck, rules.hand_size(), "deck");
  check_auction();
  check_call_shape();
  check_doubles_shape();
  if (count_errors() != errors_before) return;
  check_duplicates();
  check_under_owner();
  if (count_errors() != errors_before) return;
  if (!attribute_plays()) return;
  derive();
  if (log_.deal_known) {
    replay_and_check();
  } else {
    check_partial();
  }
}

bool LogChecker::nothing_after_auction() const {
  return !log_.sheepshead().bury && !log_.sheepshead().call && log_.sheepshead().doubles.empty() &&
         log_.plays.empty() && !log_.result;
}

void LogChecker::check_auction() {
  const std::vector<bool>& a = log_.sheepshead().auction;
  // A hand in progress (DEAL_LOG.md "Hands in progress"): no "pick" yet, fewer than five
  // "pass", and nothing after the auction recorded: the next seat's pick or pass is pending.
  const bool open = std::find(a.begin(), a.end(), true) == a.end() &&
                    a.size() < static_cast<std::size_t>(n_) && nothing_after_auction();
  if (a.empty() && !open) {
    add("auction", "the auction is missing: a Sheepshead log needs it");
    return;
  }
  bool bad = false;
  for (std::size_t i = 0; i + 1 < a.size(); ++i) {
    if (a[i]) {
      add(idx("auction", i + 1), "the auction ends at the first \"pick\"; nothing can follow it");
      bad = true;
      break;
    }
  }
  if (!bad && a.size() > static_cast<std::size_t>(n_)) {
    add(idx("auction", static_cast<std::size_t>(n_)),
        "only " + std::to_string(n_) + " players speak in the auction");
    bad = true;
  }
  if (!bad && !open && !a.back() && a.size() < static_cast<std::size_t>(n_)) {
    add("auction", "the auction stops after " + std::to_string(a.size()) +
                       " passes; it must end at the first \"pick\" or hold " + count_word(n_) +
                       " \"pass\"");
    bad = true;
  }
  if (bad || !valid_seat(log_.dealer)) return;
  // Replays the auction for the rule-dependent checks (forced pick).
  SheepsheadHand h(log_.sheepshead().rules, log_.dealer, SheepsheadDeal{});
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (auto e = h.pick(a[i])) {
      add(idx("auction", i), *e);
      return;
    }
  }
  picker_known_ = true;
  auction_open_ = open;
  log_.sheepshead().picker = h.picker();
  thrown_in_ = h.phase() == Phase::kDone;
}

void LogChecker::check_call_shape() {
  if (!picker_known_) return;
  if (log_.sheepshead().picker < 0) {
    if (log_.sheepshead().bury) add("bury", "nobody picked, so nothing was buried");
    if (log_.sheepshead().call) add("call", "nobody picked, so nobody called");
    if (!log_.sheepshead().doubles.empty()) {
      add(idx("doubles", 0), "nobody picked, so nobody cracks or blitzes (SS-14.3, SS-14.4)");
    }
    if (thrown_in_ && !log_.plays.empty()) {
      add(idx("plays", 0),
          "everyone passed and the hand was thrown in (ss_all_pass = doubler), "
          "so no card is played");
    }
    return;
  }
  // A hand in progress stops at the bury (a "pick" and nothing after it) or at the call (the
  // bury and nothing after it).
  if (!log_.sheepshead().call && log_.plays.empty() && !log_.result &&
      log_.sheepshead().doubles.empty()) {
    bury_open_ = !log_.sheepshead().bury;
    return;
  }
  const SheepsheadRules& rules = log_.sheepshead().rules;
  if (!rules.has_partner()) {
    // SS-14.2: three- and four-handed, the picker always plays alone.
    if (log_.sheepshead().call && log_.sheepshead().call->type != CallType::kAlone) {
      add("call", "the picker plays alone" + table_note() + " (SS-14.2): nothing is called");
    }
    return;
  }
  if (rules.partner_rule == PartnerRule::kJackOfDiamonds) {
    // SS-14.1: no call, except the call-up (or alone) of a picker who holds JD; whether the
    // picker may make it is the engine's question when the hand is replayed.
    if (log_.sheepshead().call && log_.sheepshead().call->type != CallType::kAlone &&
        log_.sheepshead().call->type != CallType::kJack) {
      add("call.card", card_code(log_.sheepshead().call->called_card()) +
                           " cannot be called: under ss_partner_rule = jack_of_diamonds the "
                           "holder of JD is the partner; a picker who holds JD may only call "
                           "up to a jack (ss_jd_call_up) or play alone");
    }
    return;
  }
  if (log_.sheepshead().call && log_.sheepshead().call->type == CallType::kJack) {
    add("call.card", card_code(log_.sheepshead().call->called_card()) +
                         " cannot be called: a jack is called up only under "
                         "ss_partner_rule = jack_of_diamonds with ss_jd_call_up");
    return;
  }
  if (!log_.sheepshead().call) {
    add("call", "the call is missing: the picker, " + seat_label(log_.sheepshead().picker) +
                    ", must call a card or play alone ({\"alone\": true})");
    return;
  }
  const Call& c = *log_.sheepshead().call;
  if (c.type == CallType::kUnknown) {
    if (c.under >= kNumCards) add("call.under", "an unknown call needs the under card");
  } else if (c.under != kNoCard) {
    add("call.under", "only an unknown call (an ace call with an under card) has an under card");
  }
}

void LogChecker::check_doubles_shape() {
  const SheepsheadRules& rules = log_.sheepshead().rules;
  for (std::size_t i = 0; i < log_.sheepshead().doubles.size(); ++i) {
    const Announcement& a = log_.sheepshead().doubles[i];
    const std::string where = idx("doubles", i);
    if (!valid_seat(a.seat)) {
      add(where + ".seat",
          "must be a seat from 0 to " + std::to_string(n_ - 1) + ", not " + std::to_string(a.seat));
      continue;
    }
    const bool crack = a.kind == Announce::kCrack || a.kind == Announce::kRecrack;
    if (crack && !rules.crack) {
      add(where, "nobody may " + double_word(a.kind) +
                     ": cracking is off at this table (ss_crack = false, SS-14.3)");
    } else if (!crack && !rules.blitz) {
      add(where, "nobody may blitz: blitzes are off at this table (ss_blitz = false, SS-14.4)");
    } else if (a.kind == Announce::kBlitzRed && !rules.blitz_red) {
      add(where,
          "a blitz shows both black queens (QC QS) at this table: the red queens count "
          "only with ss_blitz_red (SS-14.4)");
    } else if (a.kind == Announce::kRecrack &&
               std::none_of(log_.sheepshead().doubles.begin(),
                            log_.sheepshead().doubles.begin() + static_cast<std::ptrdiff_t>(i),
                            [](const Announcement& b) { return b.kind == Announce::kCrack; })) {
      add(where, seat_label(a.seat) +
                     " cannot re-crack: a re-crack answers a crack, and "
                     "nobody cracked before it");
    }
  }
}

void LogChecker::check_under_owner() {
  if (!log_.sheepshead().call || log_.sheepshead().call->type != CallType::kUnknown ||
      log_.sheepshead().picker < 0)
    return;
  const Card u = log_.sheepshead().call->under;
  for (int s = 0; s < static_cast<int>(log_.hands.size()); ++s) {
    if (s != log_.sheepshead().picker && has(given_hand(s), u)) {
      add("call.under", card_code(u) + " was dealt to seat " + std::to_string(s) +
                            ", not to the picker, " + seat_label(log_.sheepshead().picker));
    }
  }
  if (log_.sheepshead().bury && has(mask_of(*log_.sheepshead().bury), u)) {
    add("call.under", card_code(u) + " was buried; the under card stays in the picker's hand");
  }
}

PlayRules LogChecker::play_rules() const {
  PlayRules r;
  r.num_players = n_;
  r.table = sheepshead_table_for(log_.sheepshead().rules);
  r.under_lead_allowed = log_.sheepshead().rules.under_lead_allowed;
  r.called_ten_wins = log_.sheepshead().rules.called_ten_wins;
  if (log_.sheepshead().picker >= 0 && log_.sheepshead().call) {
    r.picker = static_cast<std::uint8_t>(log_.sheepshead().picker);
    const Call& c = *log_.sheepshead().call;
    // Under the jack-of-diamonds partner (a call-up included) nothing binds the play (SS-14.1).
    if (c.type != CallType::kAlone && c.type != CallType::kJack &&
        log_.sheepshead().rules.partner_rule == PartnerRule::kCalledAce) {
      r.called = c.called_card();
      r.called_suit = static_cast<std::uint8_t>(c.suit);
      if (c.type == CallType::kUnknown) {
        r.under = c.under;
      } else if (c.type == CallType::kTen && log_.sheepshead().rules.ten_hold_is_ace) {
        r.hold = HoldRule::kAce;
      } else {
        r.hold = HoldRule::kOneCard;
      }
    }
  }
  return r;
}

int LogChecker::capacity(int s) const {
  const SheepsheadRules& r = log_.sheepshead().rules;
  return s == log_.sheepshead().picker ? r.hand_size() + r.blind_size() : r.hand_size();
}

bool LogChecker::attribute_plays() {
  const int p_seat = log_.sheepshead().picker;
  for (int s = 0; s < n_; ++s) known_[static_cast<std::size_t>(s)] = given_hand(s);
  blind_ = log_.sheepshead().blind ? mask_of(*log_.sheepshead().blind) : 0;
  bury_ = log_.sheepshead().bury ? mask_of(*log_.sheepshead().bury) : 0;
  const std::string all_cards = count_word(capacity(p_seat)) + " cards";
  if (p_seat >= 0) {
    CardMask& k = known_[static_cast<std::size_t>(p_seat)];
    k |= blind_ | bury_;
    if (log_.sheepshead().call && log_.sheepshead().call->type == CallType::kUnknown)
      k |= bit(log_.sheepshead().call->under);
    // Static overflow: a buried card in neither the picker's full hand nor the given blind.
    if (count(k) > capacity(p_seat)) {
      add("bury", "the picker's " + all_cards + " are " + mask_string(given_hand(p_seat) | blind_) +
                      "; they do not include " + mask_string(k & ~(given_hand(p_seat) | blind_)));
      return false;
    }
  }
  // A blitz shows the pair of queens: its seat holds them (SS-14.4).
  for (std::size_t i = 0; i < log_.sheepshead().doubles.size(); ++i) {
    const Announcement& a = log_.sheepshead().doubles[i];
    const CardMask pair = blitz_cards(a.kind);
    if (!pair) continue;
    for (Card c : cards(pair)) {
      for (int t = 0; t < n_; ++t) {
        if (t != a.seat && (has(given_hand(t), c) || has(shown_[static_cast<std::size_t>(t)], c))) {
          add(idx("doubles", i) + ".cards",
              seat_label(a.seat) + " cannot show " + card_code(c) + ": it was " +
                  (has(given_hand(t), c) ? "dealt to seat " : "shown by seat ") +
                  std::to_string(t));
          return false;
        }
      }
      if (a.seat != p_seat && (has(blind_, c) || has(bury_, c))) {
        add(idx("doubles", i) + ".cards",
            seat_label(a.seat) + " cannot show " + card_code(c) + ": it is in the blind");
        return false;
      }
    }
    shown_[static_cast<std::size_t>(a.seat)] |= pair;
    CardMask& k = known_[static_cast<std::size_t>(a.seat)];
    k |= pair;
    if (count(k) > capacity(a.seat)) {
      add(idx("doubles", i) + ".cards",
          seat_label(a.seat) + " cannot show " + mask_string(pair) + ": " + name(a.seat) + "'s " +
              count_word(capacity(a.seat)) +
              " cards are known without them: " + mask_string(k & ~pair));
      return false;
    }
  }
  rules_ = play_rules();
  PlayState st;
  st.leader = static_cast<std::uint8_t>((log_.dealer + 1) % n_);
  st.under_pending = rules_.under != kNoCard;
  log_.play_seat.clear();
  for (std::size_t k = 0; k < log_.plays.size(); ++k) {
    const Card c = log_.plays[k];
    const int p = st.to_move(rules_);
    const std::string who = seat_label(p) + " cannot play " + card_code(c) + ": ";
    for (int t = 0; t < n_; ++t) {
      if (t != p && has(given_hand(t), c)) {
        add_play_error(k, who + "it was dealt to seat " + std::to_string(t));
        return false;
      }
      if (t != p && has(shown_[static_cast<std::size_t>(t)], c)) {
        add_play_error(k, who + "seat " + std::to_string(t) + " showed it in a blitz");
        return false;
      }
    }
    if (has(blind_, c) && p != p_seat) {
      add_play_error(k, who + "it is in the blind");
      return false;
    }
    if (c == rules_.under && p != p_seat) {
      add_play_error(k, who + "it is the picker's under card");
      return false;
    }
    CardMask& mine = known_[static_cast<std::size_t>(p)];
    if (!has(mine, c) && count(mine) >= capacity(p)) {
      if (p == p_seat) {
        add_play_error(k, who + "the picker's " + all_cards +
                              " (hand and blind) are already known: " + mask_string(mine));
      } else {
        add_play_error(k, who + name(p) + "'s " + count_word(capacity(p)) +
                              " cards are already known: " + mask_string(mine));
      }
      return false;
    }
    mine |= bit(c);
    log_.play_seat.push_back(static_cast<std::uint8_t>(p));
    PlayUndo u;
    if (!(c == rules_.under && st.under_pending && p == p_seat)) st.hands[p] |= bit(c);
    make_move(rules_, st, c, u);
    played_[static_cast<std::size_t>(p)] |= bit(c);
  }
  return true;
}

void LogChecker::derive() {
  const int p = log_.sheepshead().picker;
  CardMask all = 0;
  for (CardMask m : known_) all |= m;
  if (p < 0) all |= blind_;
  const CardMask rest = kLongDeck & ~all;
  int short_groups = 0;
  int short_group = -2;  // a seat, or -1 for the blind
  const int hand_n = log_.sheepshead().rules.hand_size();
  const int blind_n = log_.sheepshead().rules.blind_size();
  for (int s = 0; s < n_; ++s) {
    if (count(known_cards(s)) < capacity(s)) {
      ++short_groups;
      short_group = s;
    }
  }
  CardMask blind = blind_;
  if (p < 0 && count(blind) < blind_n) {
    ++short_groups;
    short_group = -1;
  }
  if (short_groups > 1) return;
  if (short_groups == 1) {
    if (short_group == -1) {
      blind |= rest;
    } else {
      known_[static_cast<std::size_t>(short_group)] |= rest;
    }
  }
  // The picker: the bury, then the split of his eight into dealt six and blind.
  CardMask bury = bury_;
  if (p >= 0) {
    const CardMask eight = known_cards(p);
    if (bury_open_) {
      bury = 0;  // not made yet: the picker holds all eight
    } else if (!log_.sheepshead().bury) {
      if (count(played_[static_cast<std::size_t>(p)]) != hand_n) return;  // bury not derivable
      bury = eight & ~played_[static_cast<std::size_t>(p)];
    }
    const CardMask dealt_six = given_hand(p);
    if (log_.sheepshead().blind) {
      log_.sheepshead().blind_known = true;
    } else if (count(dealt_six) == hand_n) {
      blind = eight & ~dealt_six;
      log_.sheepshead().blind_known = true;
    } else {
      // A stand-in (only its union with the picker's six is real): preferably the bury, never
      // a card the log says was dealt to the picker.
      const CardMask candidates = eight & ~dealt_six;
      blind = 0;
      for (Card c : cards(candidates & bury)) {
        if (count(blind) < blind_n) blind |= bit(c);
      }
      for (Card c : cards(candidates)) {
        if (count(blind) < blind_n) blind |= bit(c);
      }
    }
    log_.dealt[static_cast<std::size_t>(p)] = eight & ~blind;
  } else {
    log_.sheepshead().blind_known = true;
  }
  for (int s = 0; s < n_; ++s) {
    if (s != p) log_.dealt[static_cast<std::size_t>(s)] = known_cards(s);
  }
  log_.sheepshead().dealt_blind = blind;
  log_.sheepshead().dealt_bury = bury;
  log_.deal_known = true;
}

void LogChecker::check_result(const HandResult& r, bool done) {
  if (!log_.result) return;
  if (!done) {
    add("result", "the hand is not finished (" + std::to_string(log_.plays.size()) + " of " +
                      std::to_string(n_ * log_.sheepshead().rules.hand_size()) +
                      " cards played), so it has no result yet");
    return;
  }
  const LogResult& lr = *log_.result;
  for (std::size_t s = 0; s < lr.points.size(); ++s) {
    if (lr.points[s] != r.points[s]) {
      add(idx("result.points", s), "the log says " + std::to_string(lr.points[s]) + " but " +
                                       name(static_cast<int>(s)) + " took " +
                                       std::to_string(r.points[s]) + " card points");
    }
  }
  for (std::size_t s = 0; s < lr.units.size(); ++s) {
    if (lr.units[s] != r.units[s]) {
      add(idx("result.units", s), "the log says " + std::to_string(lr.units[s]) +
                                      " but the hand settles to " + std::to_string(r.units[s]));
    }
  }
}

void LogChecker::replay_and_check() {
  SheepsheadHand h(log_.sheepshead().rules, log_.dealer,
                   SheepsheadDeal{log_.dealt, log_.sheepshead().dealt_blind}, log_.multiplier);
  for (std::size_t i = 0; i < log_.sheepshead().auction.size(); ++i) {
    if (auto e = h.pick(log_.sheepshead().auction[i])) {
      add(idx("auction", i), *e);
      return;
    }
  }
  if (log_.sheepshead().picker >= 0) {
    if (bury_open_) return;
    if (auto e = h.bury(log_.sheepshead().dealt_bury)) {
      add("bury", *e);
      return;
    }
    if (h.phase() == Phase::kCall) {
      if (!log_.sheepshead().call) {
        if (log_.sheepshead().doubles.empty() && log_.plays.empty() && !log_.result)
          return;  // pending
        add("call", "the call is missing: the picker, " + seat_label(log_.sheepshead().picker) +
                        ", must " +
                        (log_.sheepshead().rules.partner_rule == PartnerRule::kJackOfDiamonds
                             ? "call up to a jack or play alone ({\"alone\": true}): he holds JD"
                             : "call a card or play alone ({\"alone\": true})"));
        return;
      }
      if (auto e = h.call(*log_.sheepshead().call)) {
        add("call", *e);
        return;
      }
    } else if (log_.sheepshead().call) {
      if (auto why = no_call_reason(h)) {
        add("call", *why);
        return;
      }
    }
    // The poll (SS-14.3, SS-14.4): the doubles as made, every other seat passing; a log
    // without plays stands after the poll.
    const SheepsheadHand before = h;
    if (auto e = replay_announcements(h, log_.sheepshead().doubles, true)) {
      add_double_error(before, e->index, e->message);
      return;
    }
  }
  for (std::size_t k = 0; k < log_.plays.size(); ++k) {
    const int p = h.to_act();
    if (auto e = h.play(log_.plays[k])) {
      add(idx("plays", k), card_code(log_.plays[k]) + " is not legal for " + seat_label(p) + ": " +
                               with_name(*e, p, name(p)));
      return;
    }
  }
  check_result(h.result(), h.phase() == Phase::kDone);
}

std::optional<std::string> LogChecker::no_call_reason(const SheepsheadHand& h) const {
  const SheepsheadRules& r = log_.sheepshead().rules;
  const Call& c = *log_.sheepshead().call;
  const Card jd = make_card(Suit::kDiamonds, Rank::kJack);
  const bool holds_jd = has(h.picker_cards() | h.buried(), jd);
  if (c.type == CallType::kAlone && (!r.has_partner() || holds_jd)) return std::nullopt;
  if (r.partner_rule != PartnerRule::kJackOfDiamonds) return "there is no call to make here";
  if (!holds_jd) {
    return std::string(c.type == CallType::kAlone
                           ? "the picker cannot play alone"
                           : card_code(c.called_card()) + " cannot be called up") +
           ": he does not hold JD, and its holder is his partner (SS-14.1)";
  }
  return card_code(c.called_card()) +
         " cannot be called up: call-ups are off at this table (ss_jd_call_up = false); the "
         "picker who holds JD plays alone";
}

void LogChecker::add_double_error(const SheepsheadHand& before, std::size_t at,
                                  const std::string& why) {
  const Announcement& a = log_.sheepshead().doubles[at];
  const std::string where = idx("doubles", at);
  const std::string who = seat_label(a.seat);
  if (why.rfind("seat " + std::to_string(a.seat) + " cannot", 0) == 0) {
    add(where, with_name(why, a.seat, who));
    return;
  }
  const SheepsheadRules& r = log_.sheepshead().rules;
  const int p = log_.sheepshead().picker;
  const int p_turn = (p - log_.dealer - 1 + 2 * n_) % n_;
  const int s_turn = (a.seat - log_.dealer - 1 + 2 * n_) % n_;
  std::string reason;
  const CardMask pair = blitz_cards(a.kind);
  if (before.phase() != Phase::kAnnounce) {
    reason =
        "nobody at this table could crack or blitz before the first lead, so there was "
        "no poll";
  } else if (a.kind == Announce::kCrack && a.seat == p) {
    reason = "the picker does not crack his own hand; his side answers a crack with a re-crack";
  } else if (a.kind == Announce::kCrack && r.crack_by == CrackBy::kNoChanceToPick &&
             s_turn < p_turn) {
    reason =
        "only the seats after the picker in the pick order may crack "
        "(ss_crack_by = no_chance_to_pick)";
  } else if (a.kind == Announce::kRecrack && a.seat != p && a.seat != before.partner()) {
    reason = "only the picker's side re-cracks";
  } else if (pair && (before.hand_of(a.seat) & pair) != pair) {
    reason = name(a.seat) + " does not hold " + mask_string(pair & ~before.hand_of(a.seat));
  } else {
    add(where, with_name(why, a.seat, who) +
                   " (each seat is polled once from the dealer's left, a re-crack right after "
                   "its crack; the entries are listed in the order made)");
    return;
  }
  add(where, who + " cannot " + double_word(a.kind) + ": " + reason);
}

bool LogChecker::first_revoke(std::size_t end) {
  const int p = log_.sheepshead().picker;
  PlayState st;
  st.leader = static_cast<std::uint8_t>((log_.dealer + 1) % n_);
  st.under_pending = rules_.under != kNoCard;
  std::array<CardMask, kSheepsheadSeats> gone{};
  for (std::size_t k = 0; k < end && k < log_.plays.size(); ++k) {
    const Card c = log_.plays[k];
    const int s = st.to_move(rules_);
    const bool is_under = c == rules_.under && st.under_pending && s == p;
    if (st.trick_size > 0 && !is_under) {
      const std::uint8_t led = st.led_suit(rules_);
      if (rules_.table.eff_suit[c] != led) {
        // Cards the seat surely still holds: its known cards, less those played and, for the
        // picker, less the bury (all of his eight when the bury is unknown are not sure).
        CardMask holds = known_cards(s) & ~gone[static_cast<std::size_t>(s)] & ~bit(c);
        if (s == p) {
          holds = log_.sheepshead().bury ? holds & ~bury_
                                         : played_[static_cast<std::size_t>(s)] & holds;
          if (rules_.under != kNoCard) holds &= ~bit(rules_.under);
        }
        const CardMask follow = holds & rules_.table.suit_mask[led];
        if (follow) {
          const std::string led_name = led == kTrump ? "trump" : suit_name(static_cast<Suit>(led));
          add(idx("plays", k), card_code(c) + " is not legal for " + seat_label(s) + ": " +
                                   led_name + (led == kTrump ? " was" : " were") + " led and " +
                                   name(s) + " holds " + mask_string(follow));
          return true;
        }
      }
    }
    gone[static_cast<std::size_t>(s)] |= bit(c);
    PlayUndo u;
    if (!is_under) st.hands[s] |= bit(c);
    make_move(rules_, st, c, u);
  }
  return false;
}

void LogChecker::add_play_error(std::size_t k, std::string message) {
  // A card from the wrong seat, or one too many for a seat, follows from an earlier card that
  // did not follow suit (it won a trick it could not, and the wrong seat led): that card is
  // the error to name (issue 42: validate printed the consequence).
  if (!first_revoke(k)) add(idx("plays", k), std::move(message));
}

void LogChecker::check_partial() {
  const int p = log_.sheepshead().picker;
  if (thrown_in_) {
    SheepsheadHand h(log_.sheepshead().rules, log_.dealer, SheepsheadDeal{}, log_.multiplier);
    for (bool take : log_.sheepshead().auction) h.pick(take);
    check_result(h.result(), true);
    return;
  }
  if (p >= 0 && log_.sheepshead().call) {
    const Call& c = *log_.sheepshead().call;
    const CardMask eight = known_cards(p);
    if ((c.type == CallType::kAce || c.type == CallType::kTen || c.type == CallType::kUnknown) &&
        c.suit == log_.sheepshead().rules.trump_suit) {
      if (auto e = check_call(log_.sheepshead().rules, 0, 0, c)) {
        add("call", *e);
        return;
      }
    }
    if (c.type == CallType::kAce && has(eight, c.called_card())) {
      const CardMask b = log_.sheepshead().bury ? bury_ : 0;
      if (auto e = check_call(log_.sheepshead().rules, eight & ~b, b, c)) {
        add("call", *e);
        return;
      }
    }
  }
  if (first_revoke(log_.plays.size())) return;
  check_result(HandResult{}, false);
}

}  // namespace detail

std::optional<SheepsheadHand> replay_sheepshead(const DealLog& log, std::size_t n_plays,
                                                std::string* error) {
  auto fail = [&](std::string message) -> std::optional<SheepsheadHand> {
    if (error) *error = std::move(message);
    return std::nullopt;
  };
  if (log.game != Game::kSheepshead) return fail("this is not a Sheepshead log");
  if (!log.deal_known)
    return fail("the log does not give every hidden card, so it cannot be replayed");
  if (n_plays > log.plays.size()) {
    return fail("the log has only " + std::to_string(log.plays.size()) + " plays, not " +
                std::to_string(n_plays));
  }
  SheepsheadHand h(log.sheepshead().rules, log.dealer,
                   SheepsheadDeal{log.dealt, log.sheepshead().dealt_blind}, log.multiplier);
  for (bool take : log.sheepshead().auction) {
    if (auto e = h.pick(take)) return fail("auction: " + *e);
  }
  // A hand in progress (validate_deal_log accepted it) stops where its log stops: before the
  // bury (no bury and nothing after it) or before the call.
  if (h.picker() >= 0 && (log.sheepshead().bury || log.sheepshead().call ||
                          !log.sheepshead().doubles.empty() || !log.plays.empty())) {
    if (auto e = h.bury(log.sheepshead().dealt_bury)) return fail("bury: " + *e);
    if (h.phase() == Phase::kCall) {
      if (!log.sheepshead().call) {
        if (log.plays.empty() && log.sheepshead().doubles.empty()) return h;
        return fail("call: missing");
      }
      if (auto e = h.call(*log.sheepshead().call)) return fail("call: " + *e);
    }
    // The poll (SS-14.3, SS-14.4): a log's doubles, every other seat passing.
    if (auto e = replay_announcements(h, log.sheepshead().doubles, true)) {
      return fail("doubles[" + std::to_string(e->index) + "]: " + e->message);
    }
  }
  for (std::size_t k = 0; k < n_plays; ++k) {
    if (auto e = h.play(log.plays[k])) {
      return fail("plays[" + std::to_string(k) + "]: " + *e);
    }
  }
  return h;
}

}  // namespace engine
