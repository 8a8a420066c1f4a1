// `schmier show` for a Sheepshead log (RULES.md §3): players and dealer, the deal, the auction
// (SS-4), picker, blind and bury (SS-5), the call (SS-6) and partner, every trick with who led,
// each card with its player, the winner, the trick's points and the running points (SS-8,
// SS-9), and the settlement (SS-10, SS-11, SS-13). Partial logs show what there is; cards nobody
// can know from the log are shown as "??".
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
#include "engine/sheepshead.h"
#include "sheepshead/cli.h"
#include "show_common.h"

namespace cli {

namespace {

using engine::Card;
using engine::CardMask;
using engine::DealLog;

class SheepsheadPrinter {
 public:
  SheepsheadPrinter(const DealLog& log, std::ostream& out)
      : log_(log),
        out_(out),
        table_(engine::sheepshead_table_for(log.sheepshead().rules)),
        seats_(log.sheepshead().rules.seats()) {
    for (int s = 0; s < seats_; ++s) {
      name_width_ = std::max(name_width_, seat_name(log_, s).size());
    }
  }

  void print() {
    print_header();
    print_deal();
    print_auction();
    if (log_.sheepshead().auction.size() < static_cast<std::size_t>(seats_) &&
        log_.sheepshead().picker < 0) {
      out_ << "\nThe log stops during the auction.\n";
      return;
    }
    if (thrown_in()) {
      out_ << "\nAll " << count_word(seats_) << " passed: under " << log_.preset
           << " the hand is thrown in without play (a doubler: a later hand counts double).\n";
      return;
    }
    if (log_.sheepshead().picker >= 0 && !print_picker()) return;
    print_tricks();
    print_settlement();
  }

 private:
  std::string name(int seat) const { return seat_name(log_, seat); }

  static std::string count_word(int n) {
    static const char* const kWords[] = {"zero", "one",   "two",   "three", "four", "five",
                                         "six",  "seven", "eight", "nine",  "ten"};
    return n >= 0 && n <= 10 ? kWords[n] : std::to_string(n);
  }
  bool jd_rule() const {
    return log_.sheepshead().rules.partner_rule == engine::PartnerRule::kJackOfDiamonds;
  }

  bool thrown_in() const {
    return log_.sheepshead().picker < 0 &&
           log_.sheepshead().auction.size() == static_cast<std::size_t>(seats_) &&
           log_.sheepshead().rules.all_pass == engine::AllPass::kDoubler;
  }
  bool leaster() const {
    return log_.sheepshead().picker < 0 &&
           log_.sheepshead().auction.size() == static_cast<std::size_t>(seats_) && !thrown_in();
  }

  void print_header() {
    out_ << "Sheepshead, preset " << log_.preset;
    for (const auto& [flag, value] : log_.rule_flags) {
      out_ << ", " << flag << " = ";
      std::visit([&](const auto& v) { out_ << std::boolalpha << v; }, value);
    }
    if (log_.multiplier != 1) out_ << ", multiplier " << log_.multiplier;
    out_ << "\n";
    if (seats_ != engine::kSheepsheadSeats || jd_rule() || log_.sheepshead().rules.crack ||
        log_.sheepshead().rules.blitz) {
      out_ << "Table: " << seats_ << " seats, " << log_.sheepshead().rules.hand_size()
           << " cards each, " << log_.sheepshead().rules.blind_size() << " in the blind";
      if (!log_.sheepshead().rules.has_partner()) {
        out_ << "; the picker plays alone";
      } else if (jd_rule()) {
        out_ << "; the holder of JD is the picker's partner"
             << (log_.sheepshead().rules.jd_call_up ? " (call-ups on)" : "");
      }
      if (log_.sheepshead().rules.crack) out_ << "; cracking on";
      if (log_.sheepshead().rules.blitz)
        out_ << "; blitzes on" << (log_.sheepshead().rules.blitz_red ? " (red too)" : "");
      if (log_.sheepshead().rules.max_multiplier > 0)
        out_ << "; multiplier cap " << log_.sheepshead().rules.max_multiplier;
      out_ << "\n";
    }
    out_ << "Players:";
    for (int s = 0; s < seats_; ++s) out_ << (s ? ", " : " ") << name(s);
    out_ << "\nDealer: " << name(log_.dealer) << "; " << name((log_.dealer + 1) % seats_)
         << " speaks and leads first\n";
    print_note(log_, out_);
  }

  CardMask shown_cards(int seat) const { return cli::shown_cards(log_, seat); }

  void print_deal() {
    out_ << "\nHands as dealt:\n";
    const bool picker_split_known = log_.sheepshead().blind_known || log_.sheepshead().picker < 0;
    for (int s = 0; s < seats_; ++s) {
      out_ << "  " << padded(name(s), name_width_) << "  ";
      if (log_.deal_known && (picker_split_known || s != log_.sheepshead().picker)) {
        out_ << hand_string(table_, log_.dealt[static_cast<std::size_t>(s)]) << "\n";
      } else if (log_.deal_known) {
        out_ << count_word(log_.sheepshead().rules.hand_size()) << " of "
             << hand_string(table_,
                            log_.dealt[static_cast<std::size_t>(s)] | log_.sheepshead().dealt_blind)
             << " (which " << count_word(log_.sheepshead().rules.blind_size())
             << " were the blind is not recorded)\n";
      } else {
        CardMask m = shown_cards(s);
        if (s == log_.sheepshead().picker) m &= ~blind_mask();
        const int size = log_.sheepshead().rules.hand_size();
        const int unknown = std::max(0, size - engine::count(m));
        if (engine::count(m) > size) {
          out_ << count_word(size) << " of " << hand_string(table_, m) << "\n";
        } else {
          out_ << hand_string(table_, m, unknown) << "\n";
        }
      }
    }
    out_ << "  " << padded("Blind", name_width_) << "  ";
    if (log_.sheepshead().blind_known || (log_.deal_known && log_.sheepshead().picker < 0)) {
      out_ << hand_string(table_, log_.sheepshead().dealt_blind) << "\n";
    } else if (log_.sheepshead().blind) {
      out_ << hand_string(table_, blind_mask()) << "\n";
    } else {
      out_ << hand_string(table_, 0, log_.sheepshead().rules.blind_size()) << " (not recorded)\n";
    }
  }

  CardMask blind_mask() const {
    CardMask m = 0;
    if (log_.sheepshead().blind) {
      for (Card c : *log_.sheepshead().blind) m |= engine::bit(c);
    }
    return m;
  }

  void print_auction() {
    out_ << "\nAuction: ";
    if (log_.sheepshead().auction.empty()) out_ << "(not recorded)";
    for (std::size_t i = 0; i < log_.sheepshead().auction.size(); ++i) {
      const int seat = (log_.dealer + 1 + static_cast<int>(i)) % seats_;
      out_ << (i ? ", " : "") << name(seat)
           << (log_.sheepshead().auction[i] ? " picks" : " passes");
    }
    if (leaster()) out_ << ". All " << count_word(seats_) << " passed: a leaster";
    out_ << "\n";
  }

  // Picker, bury, call. Returns false when the log stops before the call.
  bool print_picker() {
    out_ << "Picker: " << name(log_.sheepshead().picker) << "\n";
    out_ << "Bury:   ";
    if (log_.deal_known || log_.sheepshead().bury) {
      const CardMask b =
          log_.deal_known ? log_.sheepshead().dealt_bury : mask_of(*log_.sheepshead().bury);
      out_ << hand_string(table_, b) << " (" << engine::mask_points(b)
           << " points, counted for the picker)\n";
    } else {
      out_ << hand_string(table_, 0, log_.sheepshead().rules.blind_size()) << " (not recorded)\n";
    }
    const std::string against = " against " + count_word(seats_ - 1);
    if (!log_.sheepshead().rules.has_partner()) {
      out_ << "Call:   none: the picker plays alone" << against << " (SS-14.2)\n";
      print_doubles();
      return true;
    }
    if (jd_rule()) {
      const Card jd = engine::make_card(engine::Suit::kDiamonds, engine::Rank::kJack);
      if (log_.sheepshead().call && log_.sheepshead().call->type == engine::CallType::kJack) {
        out_ << "Call:   " << engine::call_string(*log_.sheepshead().call)
             << ": the picker holds JD\n";
        called_ = log_.sheepshead().call->called_card();
      } else if (log_.sheepshead().call || (log_.deal_known && picker_holds(jd))) {
        out_ << "Call:   none: the picker holds JD and plays alone" << against << "\n";
        print_doubles();
        return true;
      } else {
        out_ << "Call:   none: the holder of JD is the partner (SS-14.1)\n";
        called_ = jd;
      }
    } else {
      if (!log_.sheepshead().call) {
        out_ << "\nThe log stops before the call.\n";
        return false;
      }
      out_ << "Call:   " << engine::call_string(*log_.sheepshead().call);
      if (log_.sheepshead().call->type == engine::CallType::kAlone) {
        out_ << ": the picker plays alone" << against << "\n";
        print_doubles();
        return true;
      }
      out_ << "\n";
      called_ = log_.sheepshead().call->called_card();
    }
    partner_ = true_partner();
    out_ << "Partner: ";
    if (partner_ >= 0) {
      out_ << name(partner_) << " holds " << (jd_rule() ? "" : "the called ")
           << engine::card_code(called_) << " (secret until it is played)\n";
    } else if (log_.deal_known) {
      out_ << "nobody: " << engine::card_code(called_)
           << " is in the picker's hand or bury, so he plays alone\n";
    } else {
      out_ << "the holder of " << engine::card_code(called_) << " (not known from the log yet)\n";
    }
    print_doubles();
    return true;
  }

  bool picker_holds(Card c) const {
    const auto p = static_cast<std::size_t>(log_.sheepshead().picker);
    return engine::has(log_.dealt[p] | log_.sheepshead().dealt_blind, c);
  }

  // Cracks, re-cracks and blitzes (SS-14.3, SS-14.4) in the order made, and what they make the
  // multiplier.
  void print_doubles() {
    if (log_.sheepshead().doubles.empty()) {
      if (log_.sheepshead().rules.crack || log_.sheepshead().rules.blitz) {
        out_ << "Doubles: none (everyone passed the poll)\n";
      }
      return;
    }
    out_ << "Doubles:";
    int m = log_.multiplier;
    for (std::size_t i = 0; i < log_.sheepshead().doubles.size(); ++i) {
      const engine::Announcement& a = log_.sheepshead().doubles[i];
      out_ << (i ? ", " : " ") << name(a.seat) << " " << engine::announce_string(a.kind);
      m *= 2;
    }
    const int cap = log_.sheepshead().rules.max_multiplier;
    if (cap > 0 && m > cap) m = cap;
    out_ << " (multiplier " << m << (cap > 0 && m == cap ? ", the cap" : "") << ")\n";
  }

  static CardMask mask_of(const std::vector<Card>& v) {
    CardMask m = 0;
    for (Card c : v) m |= engine::bit(c);
    return m;
  }

  // The partner from the deal or from the play of the called card; -1 when unknown.
  int true_partner() const {
    if (log_.deal_known) {
      for (int s = 0; s < seats_; ++s) {
        if (s != log_.sheepshead().picker &&
            engine::has(log_.dealt[static_cast<std::size_t>(s)], called_)) {
          return s;
        }
      }
    }
    for (std::size_t i = 0; i < log_.plays.size() && i < log_.play_seat.size(); ++i) {
      if (log_.plays[i] == called_) return log_.play_seat[i];
    }
    return -1;
  }

  // The trick rules of this hand, with each seat holding exactly the cards it plays in the log,
  // so that make_move (the engine's one trick implementation) resolves every trick.
  void setup_play(engine::PlayRules& r, engine::PlayState& s) const {
    r.num_players = seats_;
    r.table = table_;
    r.called_ten_wins = log_.sheepshead().rules.called_ten_wins;
    r.under_lead_allowed = log_.sheepshead().rules.under_lead_allowed;
    s.leader = static_cast<std::uint8_t>((log_.dealer + 1) % seats_);
    for (std::size_t i = 0; i < log_.plays.size() && i < log_.play_seat.size(); ++i) {
      s.hands[log_.play_seat[i]] |= engine::bit(log_.plays[i]);
    }
    if (log_.sheepshead().picker < 0 || !log_.sheepshead().call) return;
    r.picker = static_cast<std::uint8_t>(log_.sheepshead().picker);
    // The jack-of-diamonds partner (and a call-up) binds no card in play (SS-14.1).
    if (log_.sheepshead().call->type == engine::CallType::kAlone || jd_rule()) return;
    r.called = called_;
    r.called_suit = static_cast<std::uint8_t>(log_.sheepshead().call->suit);
    if (log_.sheepshead().call->type == engine::CallType::kUnknown &&
        log_.sheepshead().call->under != engine::kNoCard) {
      r.under = log_.sheepshead().call->under;
      s.hands[static_cast<std::size_t>(log_.sheepshead().picker)] &= ~engine::bit(r.under);
      s.under_pending = true;
    }
  }

  bool on_picker_side(int seat) const {
    return seat == log_.sheepshead().picker || seat == partner_;
  }

  void print_running(const engine::PlayState& s) {
    if (leaster()) {
      out_ << "  Points:";
      for (int p = 0; p < seats_; ++p) {
        out_ << (p ? ", " : " ") << name(p) << " " << s.points_won[static_cast<std::size_t>(p)];
      }
      out_ << "\n";
      return;
    }
    int side = 0;
    for (int p = 0; p < seats_; ++p) {
      if (on_picker_side(p)) side += s.points_won[static_cast<std::size_t>(p)];
    }
    int total = 0;
    for (int p = 0; p < seats_; ++p) total += s.points_won[static_cast<std::size_t>(p)];
    const bool partner_unknown = called_ != engine::kNoCard && partner_ < 0;
    out_ << "  Points in tricks: " << (partner_unknown ? "picker " : "picker's side ") << side
         << ", " << (partner_unknown ? "others " : "defenders ") << total - side << "\n";
  }

  void print_tricks() {
    engine::PlayRules r;
    engine::PlayState s;
    setup_play(r, s);
    if (log_.plays.empty()) {
      out_ << "\nNo card has been played yet.\n";
      return;
    }
    bool partner_announced = false;
    for (std::size_t i = 0; i < log_.plays.size(); ++i) {
      const Card c = log_.plays[i];
      const int seat = s.to_move(r);
      if (s.trick_size == 0) {
        out_ << "\nTrick " << s.tricks_done + 1 << ", " << name(seat) << " leads:\n ";
      }
      out_ << " " << name(seat) << " " << engine::card_code(c);
      if (c == r.under && r.under != engine::kNoCard) out_ << " (the under card, face down)";
      if (c == called_ && !partner_announced) {
        out_ << " (" << (jd_rule() ? engine::card_code(c) : std::string("the called card")) << ": "
             << name(seat) << " is the partner)";
        partner_announced = true;
      }
      engine::PlayUndo undo;
      make_move(r, s, c, undo);
      if (undo.completed) {
        out_ << "\n  " << name(undo.winner) << " wins the trick: " << undo.points << " points\n";
        print_running(s);
      } else if (i + 1 < log_.plays.size()) {
        out_ << ",";
      }
    }
    if (s.trick_size > 0) {
      out_ << "\n  (trick in progress)\n";
    }
    if (!s.finished(r)) {
      out_ << "\nThe log stops after " << log_.plays.size() << " of "
           << seats_ * log_.sheepshead().rules.hand_size() << " plays: no settlement yet.\n";
    }
  }

  void print_settlement() {
    if (log_.plays.size() != static_cast<std::size_t>(seats_ * log_.sheepshead().rules.hand_size()))
      return;
    std::string error;
    const std::optional<engine::SheepsheadHand> hand =
        engine::replay_sheepshead(log_, log_.plays.size(), &error);
    if (!hand || hand->phase() != engine::Phase::kDone) {
      out_ << "\nSettlement: not available (" << (error.empty() ? "the hand is unfinished" : error)
           << ")\n";
      return;
    }
    const engine::HandResult res = hand->result();
    out_ << "\nSettlement";
    if (res.multiplier != 1) out_ << " (multiplier " << res.multiplier << ")";
    out_ << ":\n";
    if (res.leaster) {
      out_ << "  Leaster. Qualifiers (won a trick):";
      bool first = true;
      for (int p = 0; p < seats_; ++p) {
        if (res.tricks[static_cast<std::size_t>(p)] == 0) continue;
        out_ << (first ? " " : ", ") << name(p) << " " << res.points[static_cast<std::size_t>(p)];
        first = false;
      }
      out_ << "\n";
      if (res.leaster_winner >= 0) {
        out_ << "  " << name(res.leaster_winner) << " wins the leaster with the fewest points\n";
      } else {
        out_ << "  Tie for the fewest points: nobody scores\n";
      }
    } else {
      const int bury = engine::mask_points(hand->buried());
      out_ << "  Picker's side " << res.picker_side_points << " (tricks "
           << res.picker_side_points - bury << " + bury " << bury << "), defenders "
           << 120 - res.picker_side_points << "\n";
      out_ << "  Row " << res.row << ": " << row_meaning(res.row) << "\n";
    }
    print_units(out_, log_, res.units.data(), seats_);
  }

  const DealLog& log_;
  std::ostream& out_;
  engine::ContractTable table_;
  std::size_t name_width_ = 5;  // at least "Blind"
  const int seats_;             // the table's seats (SS-14.2)
  Card called_ = engine::kNoCard;
  int partner_ = -1;
};

// --- Schafkopf (RULES.md §4) -------------------------------------------------------------------

}  // namespace

bool show_sheepshead(const engine::DealLog& log, std::ostream& out) {
  SheepsheadPrinter(log, out).print();
  return true;
}

}  // namespace cli

namespace cli {

// A hand played to the end has seats x hand size plays (30; 28 four-handed). Everyone passing
// under the doubler throws the hand in.
std::string summary_sheepshead(const engine::DealLog& log) {
  const engine::SheepsheadRules& r = log.sheepshead().rules;
  const std::string table =
      r.seats() != engine::kSheepsheadSeats ? " " + std::to_string(r.seats()) + "-handed" : "";
  const bool thrown_in = log.sheepshead().picker < 0 &&
                         log.sheepshead().auction.size() == static_cast<std::size_t>(r.seats()) &&
                         log.plays.empty() && r.all_pass == engine::AllPass::kDoubler;
  return log_summary(log, table, "plays", static_cast<std::size_t>(r.seats() * r.hand_size()),
                     thrown_in);
}

}  // namespace cli
