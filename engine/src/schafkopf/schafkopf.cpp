#include "engine/schafkopf.h"

#include <algorithm>
#include <cassert>

#include "rule_flag_checks.h"

namespace engine {

// --- Rules and flags -------------------------------------------------------------------------

std::optional<SchafkopfRules> schafkopf_preset(std::string_view name) {
  SchafkopfRules r;
  if (name == "schafkopf") return r;
  if (name == "schafkopf_short") {
    r.deck = SkDeck::kShort;
    r.runaway_min = 3;
    return r;
  }
  if (name == "schafkopf_004_literal") {
    r.runaway_min = 3;
    r.re_by = SkReBy::kDeclarer;
    return r;
  }
  return std::nullopt;
}

namespace {

using rule_flags::want_bool;
using rule_flags::want_int;

// Sets an enum flag from one of the allowed strings (index = enum value).
template <typename E, std::size_t N>
std::optional<std::string> want_choice(const FlagValue& v, std::string_view name,
                                       const std::array<std::string_view, N>& names, E& out) {
  const std::string* s = std::get_if<std::string>(&v);
  std::string allowed;
  for (std::string_view n : names) {
    if (!allowed.empty()) allowed.append(", ");
    allowed.append(1, '"').append(n).append(1, '"');
  }
  std::string msg(name);
  if (!s) return msg.append(" must be a string (").append(allowed).append(")");
  for (std::size_t i = 0; i < N; ++i) {
    if (*s == names[i]) {
      out = static_cast<E>(i);
      return std::nullopt;
    }
  }
  return msg.append(" cannot be \"").append(*s).append("\" (allowed: ").append(allowed).append(")");
}

constexpr std::array<std::string_view, 2> kDeckNames = {"long", "short"};
constexpr std::array<std::string_view, 2> kRankModeNames = {"seed", "flat_solos"};
constexpr std::array<std::string_view, 2> kAllPassNames = {"redeal", "ramsch"};
constexpr std::array<std::string_view, 2> kReByNames = {"party", "declarer"};
constexpr std::array<std::string_view, 2> kWindowNames = {"after_lead", "before_lead"};
constexpr std::array<std::string_view, 2> kLadderNames = {"ober_unter", "all_trumps"};
constexpr std::array<std::string_view, 2> kToutNames = {"flat", "double_solo"};
constexpr std::array<std::string_view, 2> kRamschTieNames = {"all", "higher_ober"};

constexpr int kMaxTariff = 1000000;

}  // namespace

std::optional<std::string> set_schafkopf_flag(SchafkopfRules& r, std::string_view name,
                                              const FlagValue& v) {
  if (name == "sk_deck") return want_choice(v, name, kDeckNames, r.deck);
  if (name == "sk_rank_mode") return want_choice(v, name, kRankModeNames, r.rank_mode);
  if (name == "sk_all_pass") return want_choice(v, name, kAllPassNames, r.all_pass);
  if (name == "sk_re_by") return want_choice(v, name, kReByNames, r.re_by);
  if (name == "sk_double_window") return want_choice(v, name, kWindowNames, r.double_window);
  if (name == "sk_runner_ladder") return want_choice(v, name, kLadderNames, r.runner_ladder);
  if (name == "sk_tout_value") return want_choice(v, name, kToutNames, r.tout_value);
  if (name == "sk_ramsch_tie") return want_choice(v, name, kRamschTieNames, r.ramsch_tie);
  if (name == "sk_caller_keeps_suit") return want_bool(v, name, r.caller_keeps_suit);
  if (name == "sk_ramsch_jungfrau") return want_bool(v, name, r.ramsch_jungfrau);
  if (name == "sk_ramsch_durchmarsch") return want_bool(v, name, r.ramsch_durchmarsch);
  // A suit holds 8 cards (6 short) and the caller holds one; R = 1 would let any card run.
  if (name == "sk_runaway_min") return want_int(v, name, 2, 8, r.runaway_min);
  if (name == "sk_runners_min_sauspiel_solo") {
    return want_int(v, name, 1, 14, r.runners_min_sauspiel_solo);
  }
  if (name == "sk_runners_min_wenz_geier") {
    return want_int(v, name, 1, 11, r.runners_min_wenz_geier);
  }
  if (name == "sk_unit_scale") return want_int(v, name, 1, 1000, r.unit_scale);
  if (name == "sk_hands_per_game") return want_int(v, name, 1, 1000, r.hands_per_game);
  if (name == "sk_tariff_sauspiel") return want_int(v, name, 0, kMaxTariff, r.tariff_sauspiel);
  if (name == "sk_tariff_solo") return want_int(v, name, 0, kMaxTariff, r.tariff_solo);
  if (name == "sk_tariff_tout") return want_int(v, name, 0, kMaxTariff, r.tariff_tout);
  if (name == "sk_tariff_ramsch") return want_int(v, name, 0, kMaxTariff, r.tariff_ramsch);
  if (name == "sk_tariff_bonus") return want_int(v, name, 0, kMaxTariff, r.tariff_bonus);
  if (name == "sk_table_doublings") return want_int(v, name, 0, 10, r.table_doublings);
  if (name == "ui_trick_review" || name == "lesson_cheap_trick_max") return std::nullopt;
  return "unknown rule flag " + std::string(name);
}

std::vector<std::pair<std::string, FlagValue>> schafkopf_flags_diff(const SchafkopfRules& r,
                                                                    std::string_view preset) {
  const SchafkopfRules base = schafkopf_preset(preset).value_or(SchafkopfRules{});
  std::vector<std::pair<std::string, FlagValue>> out;
  auto choice = [&](const char* name, auto a, auto b, const auto& names) {
    if (a != b) out.emplace_back(name, FlagValue{std::string(names[static_cast<int>(a)])});
  };
  auto flag = [&](const char* name, bool a, bool b) {
    if (a != b) out.emplace_back(name, FlagValue{a});
  };
  auto num = [&](const char* name, int a, int b) {
    if (a != b) out.emplace_back(name, FlagValue{std::int64_t{a}});
  };
  choice("sk_deck", r.deck, base.deck, kDeckNames);
  choice("sk_rank_mode", r.rank_mode, base.rank_mode, kRankModeNames);
  choice("sk_all_pass", r.all_pass, base.all_pass, kAllPassNames);
  flag("sk_caller_keeps_suit", r.caller_keeps_suit, base.caller_keeps_suit);
  choice("sk_re_by", r.re_by, base.re_by, kReByNames);
  choice("sk_double_window", r.double_window, base.double_window, kWindowNames);
  num("sk_runaway_min", r.runaway_min, base.runaway_min);
  num("sk_runners_min_sauspiel_solo", r.runners_min_sauspiel_solo, base.runners_min_sauspiel_solo);
  num("sk_runners_min_wenz_geier", r.runners_min_wenz_geier, base.runners_min_wenz_geier);
  choice("sk_runner_ladder", r.runner_ladder, base.runner_ladder, kLadderNames);
  choice("sk_tout_value", r.tout_value, base.tout_value, kToutNames);
  num("sk_unit_scale", r.unit_scale, base.unit_scale);
  num("sk_hands_per_game", r.hands_per_game, base.hands_per_game);
  flag("sk_ramsch_jungfrau", r.ramsch_jungfrau, base.ramsch_jungfrau);
  flag("sk_ramsch_durchmarsch", r.ramsch_durchmarsch, base.ramsch_durchmarsch);
  choice("sk_ramsch_tie", r.ramsch_tie, base.ramsch_tie, kRamschTieNames);
  num("sk_tariff_sauspiel", r.tariff_sauspiel, base.tariff_sauspiel);
  num("sk_tariff_solo", r.tariff_solo, base.tariff_solo);
  num("sk_tariff_tout", r.tariff_tout, base.tariff_tout);
  num("sk_tariff_ramsch", r.tariff_ramsch, base.tariff_ramsch);
  num("sk_tariff_bonus", r.tariff_bonus, base.tariff_bonus);
  num("sk_table_doublings", r.table_doublings, base.table_doublings);
  return out;
}

// --- Contracts -------------------------------------------------------------------------------

std::string german_suit_name(Suit s) {
  static const char* kNames[] = {"Eichel", "Gras", "Herz", "Schellen"};
  return kNames[static_cast<int>(s)];
}

std::string german_mask_string(CardMask m) {
  std::string out;
  for (Card c : cards(m)) {
    if (!out.empty()) out += ' ';
    out += german_code(c);
  }
  return out;
}

const char* bid_kind_name(SkBidKind k) {
  switch (k) {
    case SkBidKind::kPass:
      return "pass";
    case SkBidKind::kPlay:
      return "play";
    case SkBidKind::kRank:
      return "rank";
    case SkBidKind::kWithdraw:
      return "withdraw";
    case SkBidKind::kHold:
      return "hold";
    case SkBidKind::kYield:
      return "yield";
  }
  return "bid";
}

std::string bid_text(const SkBid& b) {
  std::string out = bid_kind_name(b.kind);
  if (b.kind == SkBidKind::kRank) out += " " + std::to_string(b.rank);
  return out;
}

std::string contract_name(const SkContract& c) {
  std::string base;
  const std::string suit = german_suit_name(c.suit);
  switch (c.game) {
    case SkGame::kSauspiel:
      return "Sauspiel mit der " + suit + "-Sau";
    case SkGame::kRamsch:
      return "Ramsch";
    case SkGame::kSolo:
      base = suit + "-Solo";
      break;
    case SkGame::kWenz:
      base = "Wenz";
      break;
    case SkGame::kGeier:
      base = "Geier";
      break;
    case SkGame::kFarbwenz:
      base = suit + "-Wenz";
      break;
    case SkGame::kFarbgeier:
      base = suit + "-Geier";
      break;
  }
  return c.tout ? base + "-Tout" : base;
}

std::string game_kind_name(SkGame g) {
  switch (g) {
    case SkGame::kSauspiel:
      return "Sauspiel";
    case SkGame::kSolo:
      return "Solo";
    case SkGame::kWenz:
      return "Wenz";
    case SkGame::kGeier:
      return "Geier";
    case SkGame::kFarbwenz:
      return "Farbwenz";
    case SkGame::kFarbgeier:
      return "Farbgeier";
    case SkGame::kRamsch:
      return "Ramsch";
  }
  return "?";
}

std::optional<std::string> check_contract_shape(const SkContract& c) {
  if (c.game == SkGame::kRamsch) {
    if (c.tout) return std::string("a Ramsch cannot be a Tout");
    return std::nullopt;
  }
  if (c.declarer < 0 || c.declarer >= kSchafkopfSeats) {
    return "the declarer must be a seat from 0 to 3, not " + std::to_string(c.declarer);
  }
  if (c.game == SkGame::kSauspiel) {
    if (c.tout) return std::string("a Sauspiel cannot be a Tout");
    if (c.suit == Suit::kHearts) return std::string("the Herz-Sau cannot be called: Herz is trump");
  }
  return std::nullopt;
}

ContractTable schafkopf_contract_table(const SkContract& c, CardMask deck) {
  switch (c.game) {
    case SkGame::kSauspiel:
    case SkGame::kRamsch:
      return schafkopf_table(TrumpFaces::kOberUnter, Suit::kHearts, deck);
    case SkGame::kSolo:
      return schafkopf_table(TrumpFaces::kOberUnter, c.suit, deck);
    case SkGame::kWenz:
      return schafkopf_table(TrumpFaces::kUnter, std::nullopt, deck);
    case SkGame::kGeier:
      return schafkopf_table(TrumpFaces::kOber, std::nullopt, deck);
    case SkGame::kFarbwenz:
      return schafkopf_table(TrumpFaces::kUnter, c.suit, deck);
    case SkGame::kFarbgeier:
      return schafkopf_table(TrumpFaces::kOber, c.suit, deck);
  }
  return schafkopf_table(TrumpFaces::kOberUnter, Suit::kHearts, deck);
}

int contract_rank(const SchafkopfRules& rules, const SkContract& c) {
  if (c.game == SkGame::kRamsch) return 0;
  if (c.game == SkGame::kSauspiel) return 1;
  if (rules.rank_mode == SkRankMode::kFlatSolos) return c.tout ? 3 : 2;
  int r = 4;  // Solo, Farbwenz, Farbgeier
  if (c.game == SkGame::kGeier) r = 2;
  if (c.game == SkGame::kWenz) r = 3;
  return c.tout ? r + 3 : r;
}

int max_contract_rank(const SchafkopfRules& rules) {
  return rules.rank_mode == SkRankMode::kFlatSolos ? 3 : 7;
}

// --- Sauspiel call ---------------------------------------------------------------------------

std::optional<std::string> check_sauspiel_call(CardMask h, Suit s) {
  const Card ace = make_card(s, Rank::kAce);
  const std::string name = german_suit_name(s) + "-Sau";
  if (s == Suit::kHearts) return "the " + name + " cannot be called: Herz is trump";
  if (has(h, ace)) return "the " + name + " cannot be called: the declarer holds it";
  // Non-trump cards of the suit: the Ober and Unter are trumps (SK-5.2).
  const CardMask plain =
      h & suit_cards(s) & ~bit(make_card(s, Rank::kQueen)) & ~bit(make_card(s, Rank::kJack));
  if (!plain) {
    return "the " + name + " cannot be called: the declarer holds no " + german_suit_name(s) +
           " card besides Ober and Unter";
  }
  return std::nullopt;
}

std::optional<std::string> check_declaration(const SchafkopfRules& rules, const SkContract& c,
                                             CardMask h) {
  (void)rules;
  if (auto e = check_contract_shape(c)) return e;
  if (c.game == SkGame::kRamsch) return std::string("a Ramsch cannot be declared");
  if (c.game == SkGame::kSauspiel) return check_sauspiel_call(h, c.suit);
  return std::nullopt;
}

std::vector<SkContract> legal_contracts(const SchafkopfRules& rules, int seat, CardMask h) {
  std::vector<SkContract> out;
  for (Suit s : {Suit::kClubs, Suit::kSpades, Suit::kDiamonds}) {
    SkContract c{SkGame::kSauspiel, seat, s, false};
    if (!check_declaration(rules, c, h)) out.push_back(c);
  }
  for (bool tout : {false, true}) {
    out.push_back({SkGame::kGeier, seat, Suit::kClubs, tout});
    out.push_back({SkGame::kWenz, seat, Suit::kClubs, tout});
    for (SkGame g : {SkGame::kSolo, SkGame::kFarbwenz, SkGame::kFarbgeier}) {
      for (int i = 0; i < 4; ++i) out.push_back({g, seat, static_cast<Suit>(i), tout});
    }
  }
  return out;
}

// --- Setup -----------------------------------------------------------------------------------

SkSetup schafkopf_setup(const SchafkopfRules& rules, const SkContract& c,
                        const std::array<CardMask, kSchafkopfSeats>& hands) {
  SkSetup st;
  st.play = PlayRules{};
  st.play.num_players = kSchafkopfSeats;
  st.play.table = schafkopf_contract_table(c, rules.deck_mask());
  if (c.game == SkGame::kRamsch) return st;
  st.declarer = c.declarer;
  st.party = static_cast<std::uint8_t>(1u << c.declarer);
  st.play.picker = static_cast<std::uint8_t>(c.declarer);
  if (c.game == SkGame::kSauspiel) {
    const Card ace = c.called_card();
    st.play.called = ace;
    st.play.called_suit = static_cast<std::uint8_t>(c.suit);
    st.play.runaway_min = rules.effective_runaway_min();
    st.play.hold = rules.caller_keeps_suit ? HoldRule::kOneCard : HoldRule::kNone;
    for (int s = 0; s < kSchafkopfSeats; ++s) {
      if (s != c.declarer && has(hands[s], ace)) {
        st.partner = s;
        st.party = static_cast<std::uint8_t>(st.party | (1u << s));
      }
    }
  }
  return st;
}

PlayState schafkopf_initial_state(const std::array<CardMask, kSchafkopfSeats>& hands, int dealer) {
  PlayState s;
  for (int i = 0; i < kSchafkopfSeats; ++i) s.hands[i] = hands[i];
  s.leader = static_cast<std::uint8_t>((dealer + 1) % kSchafkopfSeats);
  return s;
}

// --- Runners ---------------------------------------------------------------------------------

std::vector<Card> runner_ladder(const SchafkopfRules& rules, const SkContract& c) {
  std::vector<Card> out;
  if (c.game == SkGame::kRamsch) return out;
  const bool obers = c.game != SkGame::kWenz && c.game != SkGame::kFarbwenz;
  const bool unters = c.game != SkGame::kGeier && c.game != SkGame::kFarbgeier;
  if (rules.runner_ladder == SkRunnerLadder::kAllTrumps) {
    const ContractTable t = schafkopf_contract_table(c, rules.deck_mask());
    for (Card x : cards(t.trumps())) out.push_back(x);
    std::sort(out.begin(), out.end(), [&](Card a, Card b) { return t.power[a] > t.power[b]; });
    return out;
  }
  for (int i = 0; i < 4 && obers; ++i) out.push_back(make_card(static_cast<Suit>(i), Rank::kQueen));
  for (int i = 0; i < 4 && unters; ++i) out.push_back(make_card(static_cast<Suit>(i), Rank::kJack));
  return out;
}

int count_runners(const SchafkopfRules& rules, const SkContract& c, std::uint8_t party,
                  const std::array<CardMask, kSchafkopfSeats>& hands) {
  const std::vector<Card> ladder = runner_ladder(rules, c);
  if (ladder.empty()) return 0;
  CardMask ours = 0;
  CardMask theirs = 0;
  for (int s = 0; s < kSchafkopfSeats; ++s) ((party >> s) & 1u ? ours : theirs) |= hands[s];
  const CardMask y = has(ours, ladder[0]) ? ours : theirs;
  int n = 0;
  while (n < static_cast<int>(ladder.size()) && has(y, ladder[static_cast<std::size_t>(n)])) ++n;
  const bool faces_only = c.game == SkGame::kWenz || c.game == SkGame::kGeier ||
                          c.game == SkGame::kFarbwenz || c.game == SkGame::kFarbgeier;
  const int min = faces_only ? rules.runners_min_wenz_geier : rules.runners_min_sauspiel_solo;
  return n >= min ? n : 0;
}

// --- Doubles ---------------------------------------------------------------------------------

std::optional<std::string> check_doubles(const SchafkopfRules& rules, const SkContract& c,
                                         std::uint8_t party, const std::vector<SkDouble>& d,
                                         int* index) {
  bool kontra = false;
  bool re = false;
  for (std::size_t i = 0; i < d.size(); ++i) {
    if (index) *index = static_cast<int>(i);
    const SkDouble& x = d[i];
    if (x.seat < -1 || x.seat >= kSchafkopfSeats) {
      return "seat " + std::to_string(x.seat) + " is not a seat from 0 to 3";
    }
    const bool in_party = x.seat >= 0 && ((party >> x.seat) & 1u);
    switch (x.kind) {
      case SkDoubleKind::kKontra:
        if (c.game == SkGame::kRamsch) return std::string("there is no Kontra in a Ramsch");
        if (kontra) return std::string("only one Kontra can be given");
        if (in_party) {
          return "seat " + std::to_string(x.seat) +
                 " belongs to the declaring party and cannot give Kontra";
        }
        kontra = true;
        break;
      case SkDoubleKind::kRe:
        if (!kontra) return std::string("Re can only answer a Kontra");
        if (re) return std::string("only one Re can be given");
        if (x.seat >= 0 && !in_party) {
          return "seat " + std::to_string(x.seat) +
                 " is not in the declaring party and cannot give Re";
        }
        if (x.seat >= 0 && rules.re_by == SkReBy::kDeclarer && x.seat != c.declarer) {
          return "only the declarer may give Re (sk_re_by = declarer)";
        }
        re = true;
        break;
    }
  }
  if (index) *index = -1;
  return std::nullopt;
}

// --- Settlement ------------------------------------------------------------------------------

SkResult schafkopf_settle(const SchafkopfRules& rules, const SkContract& c, std::uint8_t party,
                          int runners, int doublings,
                          const std::array<int, kSchafkopfSeats>& points,
                          const std::array<int, kSchafkopfSeats>& tricks,
                          const std::array<CardMask, kSchafkopfSeats>* dealt) {
  SkResult res;
  res.points = points;
  res.tricks = tricks;
  res.runners = runners;
  res.doublings = doublings + rules.table_doublings;
  const int total_tricks = rules.cards_per_hand();
  const int factor = (1 << std::clamp(res.doublings, 0, 20)) * rules.unit_scale;
  if (c.game == SkGame::kRamsch) {
    res.ramsch = true;
    res.runners = 0;
    for (int s = 0; s < kSchafkopfSeats; ++s) {
      if (rules.ramsch_durchmarsch && tricks[s] == total_tricks) {
        res.durchmarsch = true;
        res.value = rules.tariff_ramsch * factor;
        for (int o = 0; o < kSchafkopfSeats; ++o)
          res.units[o] = o == s ? 3 * res.value : -res.value;
        return res;
      }
    }
    const int most = *std::max_element(points.begin(), points.end());
    int losers = 0;
    for (int s = 0; s < kSchafkopfSeats; ++s) {
      if (points[s] == most) res.ramsch_losers |= 1 << s;
      if (points[s] == most) ++losers;
      if (rules.ramsch_jungfrau && tricks[s] == 0) ++res.jungfrauen;
    }
    if (losers > 1 && rules.ramsch_tie == SkRamschTie::kHigherOber && dealt) {
      // The tied player dealt the highest Ober loses alone (Eichel, Gras, Herz, Schellen).
      for (Suit o : {Suit::kClubs, Suit::kSpades, Suit::kHearts, Suit::kDiamonds}) {
        const Card ober = make_card(o, Rank::kQueen);
        int holder = -1;
        for (int s = 0; s < kSchafkopfSeats; ++s) {
          if ((res.ramsch_losers >> s) & 1 && has((*dealt)[static_cast<std::size_t>(s)], ober)) {
            holder = s;
          }
        }
        if (holder >= 0) {
          res.ramsch_losers = 1 << holder;
          losers = 1;
          break;
        }
      }
    }
    res.value = rules.tariff_ramsch * factor * (1 << res.jungfrauen);
    const int winners = kSchafkopfSeats - losers;
    for (int s = 0; s < kSchafkopfSeats; ++s) {
      res.units[s] = (res.ramsch_losers >> s) & 1 ? -res.value * winners : res.value * losers;
    }
    return res;
  }
  for (int s = 0; s < kSchafkopfSeats; ++s) {
    if ((party >> s) & 1u) {
      res.party_points += points[s];
      res.party_tricks += tricks[s];
    }
  }
  int base;
  if (c.tout) {
    res.declarer_won = res.party_tricks == total_tricks;
    base = rules.tout_value == SkToutValue::kDoubleSolo
               ? 2 * (rules.tariff_solo + rules.tariff_bonus * runners)
               : rules.tariff_tout + rules.tariff_bonus * runners;
  } else {
    res.declarer_won = res.party_points >= 61;
    res.schneider = res.declarer_won ? res.party_points >= 91 : res.party_points <= 30;
    res.schwarz = res.declarer_won ? res.party_tricks == total_tricks : res.party_tricks == 0;
    const int bonus_items = (res.schneider ? 1 : 0) + (res.schwarz ? 1 : 0) + runners;
    base = (c.game == SkGame::kSauspiel ? rules.tariff_sauspiel : rules.tariff_solo) +
           rules.tariff_bonus * bonus_items;
  }
  res.value = base * factor;
  const int sign = res.declarer_won ? 1 : -1;
  for (int s = 0; s < kSchafkopfSeats; ++s) {
    const bool ours = (party >> s) & 1u;
    if (c.game == SkGame::kSauspiel) {
      res.units[s] = (ours ? sign : -sign) * res.value;
    } else {
      res.units[s] = ours ? 3 * sign * res.value : -sign * res.value;
    }
  }
  return res;
}

// --- Illegal-card sentences ------------------------------------------------------------------

std::optional<std::string> explain_illegal_schafkopf(const PlayRules& r, const PlayState& s, Card c,
                                                     const std::string& who) {
  if (c >= kNumCards) return std::string("not a card");
  if (s.finished(r)) return std::string("every trick has been played");
  const CardMask legal = legal_moves(r, s);
  if (has(legal, c)) return std::nullopt;
  const int p = s.to_move(r);
  const CardMask hand = s.hands[p];
  if (!has(hand, c)) {
    if (hand == 0) return who + " has no cards left";
    return who + " does not hold " + german_code(c) + " (holds " + german_mask_string(hand) + ")";
  }
  const bool has_called = r.called != kNoCard;
  const std::string x_suit =
      has_called ? german_suit_name(static_cast<Suit>(r.called_suit)) : std::string();
  const std::string x_card = has_called ? german_code(r.called) : std::string();
  if (has_called && s.trick_size > 0 && s.opening_trick && legal == bit(r.called)) {
    return x_suit + " was led for the first time and " + who + " must play the called " + x_card;
  }
  if (s.trick_size == 0) {
    return who + " holds the called " + x_card + " and may lead " + x_suit +
           " only with it while " + x_suit + " has not been led (running away needs " +
           std::to_string(r.runaway_min) + " " + x_suit + " cards)";
  }
  const std::uint8_t led = s.led_suit(r);
  const CardMask follow = hand & r.table.suit_mask[led];
  const std::string led_name =
      led == kTrump ? std::string("trump") : german_suit_name(static_cast<Suit>(led));
  if (follow && !has(follow, c)) {
    return led_name + " was led and " + who + " holds " + german_mask_string(follow);
  }
  if (c == r.called) {
    return who + " may not discard the called " + x_card + " before " + x_suit + " has been led";
  }
  return who + " must keep " + german_code(c) + ", his only " + x_suit + " card, until " + x_suit +
         " has been led (sk_caller_keeps_suit)";
}

// --- Replay ----------------------------------------------------------------------------------

SkReplay replay_schafkopf(const SchafkopfRules& rules, const SkContract& c, int dealer,
                          const std::array<CardMask, kSchafkopfSeats>& hands,
                          const std::vector<Card>& plays, const std::vector<SkDouble>& doubles,
                          const std::array<std::string, kSchafkopfSeats>& names) {
  SkReplay out;
  out.setup = schafkopf_setup(rules, c, hands);
  out.state = schafkopf_initial_state(hands, dealer);
  const PlayRules& r = out.setup.play;
  for (std::size_t i = 0; i < plays.size(); ++i) {
    const Card card = plays[i];
    if (out.state.finished(r)) {
      out.error_index = static_cast<int>(i);
      out.error =
          "every trick has already been played; " + german_code(card) + " is one card too many";
      return out;
    }
    const int p = out.state.to_move(r);
    if (auto why = explain_illegal_schafkopf(r, out.state, card, names[p])) {
      out.error_index = static_cast<int>(i);
      out.error = german_code(card) + " is not legal for seat " + std::to_string(p) + " (" +
                  names[p] + "): " + *why;
      return out;
    }
    PlayUndo u;
    make_move(r, out.state, card, u);
  }
  if (!out.state.finished(r)) return out;
  out.complete = true;
  std::array<int, kSchafkopfSeats> pts{};
  std::array<int, kSchafkopfSeats> trk{};
  for (int s = 0; s < kSchafkopfSeats; ++s) {
    pts[s] = out.state.points_won[s];
    trk[s] = out.state.tricks_won[s];
  }
  const int runners = count_runners(rules, c, out.setup.party, hands);
  out.result = schafkopf_settle(rules, c, out.setup.party, runners,
                                static_cast<int>(doubles.size()), pts, trk, &hands);
  return out;
}

// --- Deal ------------------------------------------------------------------------------------

std::array<CardMask, kSchafkopfSeats> deal_schafkopf(std::uint64_t seed, int dealer, SkDeck deck) {
  const CardMask m = deck == SkDeck::kShort ? kShortDeck : kLongDeck;
  std::array<Card, kNumCards> pack{};
  int n = 0;
  for (Card c : cards(m)) pack[static_cast<std::size_t>(n++)] = c;
  Rng rng(seed);
  shuffle(pack.data(), static_cast<std::size_t>(n), rng);
  const int per = n / kSchafkopfSeats;
  std::array<CardMask, kSchafkopfSeats> hands{};
  for (int k = 0; k < kSchafkopfSeats; ++k) {
    const int seat = (dealer + 1 + k) % kSchafkopfSeats;
    for (int j = 0; j < per; ++j) hands[seat] |= bit(pack[static_cast<std::size_t>(per * k + j)]);
  }
  return hands;
}

// --- Hand ------------------------------------------------------------------------------------

SchafkopfHand::SchafkopfHand(const SchafkopfRules& rules, int dealer,
                             const std::array<CardMask, kSchafkopfSeats>& hands)
    : rules_(rules), dealer_(dealer), dealt_(hands) {}

int SchafkopfHand::to_act() const {
  switch (phase_) {
    case SkPhase::kAuction:
      return (dealer_ + 1 + static_cast<int>(says_play_.size())) % kSchafkopfSeats;
    case SkPhase::kBidding:
      return pending_rank_ > 0 ? holder_ : players_[static_cast<std::size_t>(challenger_idx_)];
    case SkPhase::kDeclare:
      return holder_;
    case SkPhase::kDoubling:
      return (play_.leader + 1 + poll_step_ % 4) % kSchafkopfSeats;
    case SkPhase::kPlay:
      return play_.to_move(setup_.play);
    case SkPhase::kDone:
      return -1;
  }
  return -1;
}

std::vector<SkBid> SchafkopfHand::legal_bids() const {
  std::vector<SkBid> out;
  if (phase_ == SkPhase::kAuction) {
    out.push_back({SkBidKind::kPass, 0});
    out.push_back({SkBidKind::kPlay, 0});
  } else if (phase_ == SkPhase::kBidding) {
    if (pending_rank_ > 0) {
      out.push_back({SkBidKind::kHold, 0});
      out.push_back({SkBidKind::kYield, 0});
    } else {
      out.push_back({SkBidKind::kWithdraw, 0});
      for (int m = committed_rank_ + 1; m <= max_contract_rank(rules_); ++m) {
        out.push_back({SkBidKind::kRank, m});
      }
    }
  }
  return out;
}

void SchafkopfHand::next_challenger() {
  pending_rank_ = 0;
  ++challenger_idx_;
  if (challenger_idx_ >= static_cast<int>(players_.size())) phase_ = SkPhase::kDeclare;
}

std::optional<std::string> SchafkopfHand::bid(const SkBid& b) {
  const std::vector<SkBid> legal = legal_bids();
  if (legal.empty()) return std::string("the auction is over");
  if (std::find(legal.begin(), legal.end(), b) == legal.end()) {
    if (b.kind == SkBidKind::kRank && phase_ == SkPhase::kBidding && pending_rank_ == 0) {
      return "a challenger must name a rank above " + std::to_string(committed_rank_) +
             " (at most " + std::to_string(max_contract_rank(rules_)) + ") or withdraw";
    }
    return std::string("that bid is not possible now");
  }
  const int seat = to_act();
  if (phase_ == SkPhase::kAuction) {
    says_play_.push_back(b.kind == SkBidKind::kPlay);
    if (b.kind == SkBidKind::kPlay) players_.push_back(seat);
    if (says_play_.size() < kSchafkopfSeats) return std::nullopt;
    if (players_.empty()) {
      if (rules_.all_pass == SkAllPass::kRamsch) {
        contract_ = SkContract{SkGame::kRamsch, -1, Suit::kClubs, false};
        start_play();
      } else {
        thrown_in_ = true;
        phase_ = SkPhase::kDone;
      }
      return std::nullopt;
    }
    holder_ = players_[0];
    committed_rank_ = 1;
    challenger_idx_ = 0;
    phase_ = SkPhase::kBidding;
    next_challenger();
    return std::nullopt;
  }
  switch (b.kind) {
    case SkBidKind::kWithdraw:
      next_challenger();
      break;
    case SkBidKind::kRank:
      pending_rank_ = b.rank;
      break;
    case SkBidKind::kHold:
      committed_rank_ = pending_rank_;
      pending_rank_ = 0;
      break;
    case SkBidKind::kYield:
      holder_ = players_[static_cast<std::size_t>(challenger_idx_)];
      committed_rank_ = pending_rank_;
      next_challenger();
      break;
    default:
      break;
  }
  return std::nullopt;
}

std::vector<SkContract> SchafkopfHand::legal_declarations() const {
  if (phase_ != SkPhase::kDeclare) return {};
  std::vector<SkContract> out;
  for (const SkContract& c : legal_contracts(rules_, holder_, dealt_[holder_])) {
    if (contract_rank(rules_, c) >= committed_rank_) out.push_back(c);
  }
  return out;
}

std::optional<std::string> SchafkopfHand::declare(const SkContract& c) {
  if (phase_ != SkPhase::kDeclare) return std::string("no contract can be declared now");
  if (c.declarer != holder_) {
    return "seat " + std::to_string(holder_) + " declares, not seat " + std::to_string(c.declarer);
  }
  if (auto e = check_declaration(rules_, c, dealt_[holder_])) return e;
  if (contract_rank(rules_, c) < committed_rank_) {
    return contract_name(c) + " ranks below the committed rank " + std::to_string(committed_rank_);
  }
  contract_ = c;
  start_play();
  return std::nullopt;
}

void SchafkopfHand::start_play() {
  setup_ = schafkopf_setup(rules_, *contract_, dealt_);
  play_ = schafkopf_initial_state(dealt_, dealer_);
  poll_step_ = 0;
  polled_ = contract_->game == SkGame::kRamsch;  // no Kontra in a Ramsch (SK-12.3)
  phase_ = !polled_ && rules_.double_window == SkDoubleWindow::kBeforeLead ? SkPhase::kDoubling
                                                                           : SkPhase::kPlay;
}

bool SchafkopfHand::may_double() const {
  if (phase_ != SkPhase::kDoubling) return false;
  const int seat = to_act();
  const bool in_party = (setup_.party >> seat) & 1u;
  if (poll_step_ < 4) return doubles_.empty() && !in_party;
  if (!in_party || doubles_.size() >= 2) return false;  // one Kontra, then at most one Re
  return rules_.re_by == SkReBy::kParty || seat == setup_.declarer;
}

std::optional<std::string> SchafkopfHand::answer_double(bool yes) {
  if (phase_ != SkPhase::kDoubling) return std::string("there is no Kontra poll now");
  const int seat = to_act();
  if (yes && !may_double()) {
    if (poll_step_ < 4 && !doubles_.empty()) return std::string("Kontra has already been given");
    return "seat " + std::to_string(seat) + " may not say " + (poll_step_ < 4 ? "Kontra" : "Re");
  }
  if (yes) doubles_.push_back({seat, poll_step_ < 4 ? SkDoubleKind::kKontra : SkDoubleKind::kRe});
  ++poll_step_;
  if (poll_step_ == 4 && doubles_.empty()) poll_step_ = 8;
  if (poll_step_ >= 8) {
    polled_ = true;
    phase_ = SkPhase::kPlay;
  }
  return std::nullopt;
}

CardMask SchafkopfHand::legal_cards() const {
  if (phase_ != SkPhase::kPlay) return 0;
  return legal_moves(setup_.play, play_);
}

std::optional<std::string> SchafkopfHand::explain_illegal(Card c) const {
  if (phase_ != SkPhase::kPlay) return std::string("no card can be played now");
  return explain_illegal_schafkopf(setup_.play, play_, c, "seat " + std::to_string(to_act()));
}

std::optional<std::string> SchafkopfHand::play(Card c) {
  if (phase_ != SkPhase::kPlay) return std::string("no card can be played now");
  if (auto e = explain_illegal(c)) return e;
  PlayUndo u;
  make_move(setup_.play, play_, c, u);
  plays_.push_back(c);
  if (play_.finished(setup_.play)) {
    phase_ = SkPhase::kDone;
  } else if (!polled_ && plays_.size() == 1) {
    phase_ = SkPhase::kDoubling;  // SK-6.3: after the opening lead
  }
  return std::nullopt;
}

CardMask SchafkopfHand::hand_of(int seat) const {
  if (contract_ &&
      (phase_ == SkPhase::kPlay || phase_ == SkPhase::kDoubling || phase_ == SkPhase::kDone)) {
    return play_.hands[seat];
  }
  return dealt_[seat];
}

std::optional<std::string> SchafkopfHand::redeal(
    const std::array<CardMask, kSchafkopfSeats>& hands) {
  CardMask seen = 0;
  for (int s = 0; s < kSchafkopfSeats; ++s) {
    if (count(hands[s]) != rules_.cards_per_hand()) {
      return "seat " + std::to_string(s) + " is dealt " + std::to_string(count(hands[s])) +
             " cards, not " + std::to_string(rules_.cards_per_hand());
    }
    if ((hands[s] & ~rules_.deck_mask()) != 0 || (hands[s] & seen) != 0) {
      return "seat " + std::to_string(s) + " is dealt a card outside the deck or dealt twice";
    }
    seen |= hands[s];
  }
  SchafkopfHand h = *this;
  h.dealt_ = hands;
  if (contract_) {
    const SkContract& c = *contract_;
    if (c.game != SkGame::kRamsch) {
      if (auto e = check_declaration(rules_, c, hands[c.declarer])) return e;
    }
    h.setup_ = schafkopf_setup(rules_, c, hands);
    if (auto e = check_doubles(rules_, c, h.setup_.party, doubles_)) return e;
    h.play_ = schafkopf_initial_state(hands, dealer_);
    for (std::size_t i = 0; i < plays_.size(); ++i) {
      if (!has(legal_moves(h.setup_.play, h.play_), plays_[i])) {
        return "card " + std::to_string(i + 1) + " (" + german_code(plays_[i]) +
               ") is not legal on the new deal";
      }
      PlayUndo u;
      make_move(h.setup_.play, h.play_, plays_[i], u);
    }
  }
  *this = std::move(h);
  return std::nullopt;
}

SkResult SchafkopfHand::result() const {
  SkResult res;
  if (phase_ != SkPhase::kDone) return res;
  if (thrown_in_) {
    res.thrown_in = true;
    return res;
  }
  std::array<int, kSchafkopfSeats> pts{};
  std::array<int, kSchafkopfSeats> trk{};
  for (int s = 0; s < kSchafkopfSeats; ++s) {
    pts[s] = play_.points_won[s];
    trk[s] = play_.tricks_won[s];
  }
  const int runners = count_runners(rules_, *contract_, setup_.party, dealt_);
  return schafkopf_settle(rules_, *contract_, setup_.party, runners,
                          static_cast<int>(doubles_.size()), pts, trk, &dealt_);
}

// --- Game ------------------------------------------------------------------------------------

SchafkopfGame::SchafkopfGame(const SchafkopfRules& rules, std::uint64_t seed, int first_dealer)
    : rules_(rules), seed_(seed), first_dealer_(first_dealer) {}

std::uint64_t SchafkopfGame::next_seed() const {
  Rng r(seed_ ^ (0xD1B54A32D192ED03ull * static_cast<std::uint64_t>(hands_played_ + 1)));
  return r.next();
}

SchafkopfHand SchafkopfGame::start_hand() const {
  const int dealer = next_dealer();
  return SchafkopfHand(rules_, dealer, deal_schafkopf(next_seed(), dealer, rules_.deck));
}

void SchafkopfGame::record(const SkResult& r) {
  ++hands_played_;
  history_.push_back(r);
  for (int s = 0; s < kSchafkopfSeats; ++s) totals_[s] += r.units[s];
}

}  // namespace engine
