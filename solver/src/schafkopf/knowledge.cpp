#include "solver/schafkopf/knowledge.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "../trick/knowledge_cases.h"
#include "solver/sampler.h"
#include "solver/schafkopf/heuristic_player.h"

namespace solver {

using engine::Card;
using engine::CardMask;
using engine::SkGame;

namespace {

constexpr int kSeats = engine::kSchafkopfSeats;

using SlotOfSeat = std::array<int, kSeats>;

// The seat's facts and slots (the other three hands) without constraints; slot_of_seat gets
// each seat's slot (-1 for the mover).
Knowledge sk_facts(const engine::SchafkopfHand& hand, const SkView& v, SlotOfSeat& slot_of_seat) {
  const engine::ContractTable& t = v.rules.table;
  const int per_hand = engine::count(t.deck) / kSeats;
  Knowledge k;
  k.game = engine::Game::kSchafkopf;
  k.point = PointKind::kPlay;
  k.num_players = kSeats;
  k.mover = v.me;
  k.plays_seen = hand.plays().size();
  CardMask on_table = 0;
  for (int i = 0; i < v.size; ++i) on_table |= engine::bit(v.trick[static_cast<std::size_t>(i)]);
  k.unseen = t.deck & ~v.mine & ~v.played & ~on_table;
  for (int q = 0; q < kSeats; ++q) {
    k.known_played[static_cast<std::size_t>(q)] = v.played_by[static_cast<std::size_t>(q)];
    k.voids[static_cast<std::size_t>(q)] = v.voids[static_cast<std::size_t>(q)];
  }
  k.known_hand[static_cast<std::size_t>(v.me)] = v.mine;
  slot_of_seat = {-1, -1, -1, -1};
  for (int d = 1; d < kSeats; ++d) {
    const int q = (v.me + d) % kSeats;
    slot_of_seat[static_cast<std::size_t>(q)] = static_cast<int>(k.slots.size());
    Slot s;
    s.kind = SlotKind::kHand;
    s.seat = q;
    s.size = per_hand - engine::count(v.played_by[static_cast<std::size_t>(q)]);
    k.slots.push_back(s);
  }
  k.picker = v.contract.declarer;
  k.alone = v.contract.solo_class();
  k.leaster = v.ramsch;
  k.called = v.called;
  k.partner_known = v.partner_known;
  k.role = v.ramsch           ? Role::kLeaster
           : v.me == k.picker ? Role::kPicker
           : v.i_hold_called  ? Role::kPartner
                              : Role::kDefender;
  return k;
}

// The case of the voids (SK-7.1): a seat that did not follow the led effective suit holds none.
ConstraintCase void_case(const Knowledge& k, const SkView& v, const SlotOfSeat& slot_of_seat) {
  const engine::ContractTable& t = v.rules.table;
  ConstraintCase base;
  const SlotSet all_slots = static_cast<SlotSet>((1u << k.slots.size()) - 1);
  for (Card c : engine::cards(k.unseen)) {
    SlotSet a = all_slots;
    for (int q = 0; q < kSeats; ++q) {
      const int sl = slot_of_seat[static_cast<std::size_t>(q)];
      if (sl < 0) continue;
      if ((v.voids[static_cast<std::size_t>(q)] >> t.eff_suit[c]) & 1u) {
        a = static_cast<SlotSet>(a & ~slot_bit(sl));
      }
    }
    base.allowed[c] = a;
  }
  return base;
}

// Where the unseen called ace cannot be or must be (SK-5.2, SK-6.5, SK-7.3a): not with the
// declarer, not with a seat that said Kontra, with a non-declarer who said Re, not with a
// follower who played another card into the opening trick.
void place_called_ace(ConstraintCase& base, const engine::SchafkopfHand& hand, const SkView& v,
                      const SlotOfSeat& slot_of_seat) {
  const Card ace = v.called;
  const int decl = v.contract.declarer;
  auto exclude = [&](int seat) {
    const int sl = slot_of_seat[static_cast<std::size_t>(seat)];
    if (sl >= 0) base.allowed[ace] = static_cast<SlotSet>(base.allowed[ace] & ~slot_bit(sl));
  };
  exclude(decl);
  for (int q = 0; q < kSeats; ++q) {
    if (v.kontra[static_cast<std::size_t>(q)]) exclude(q);
    if (v.re[static_cast<std::size_t>(q)] && q != decl) {
      const int sl = slot_of_seat[static_cast<std::size_t>(q)];
      if (sl >= 0) base.allowed[ace] = static_cast<SlotSet>(base.allowed[ace] & slot_bit(sl));
    }
  }
  // Followers of the opening trick who played another card (SK-7.3a).
  if (v.opened) {
    const std::vector<Card>& plays = hand.plays();
    const std::size_t start = static_cast<std::size_t>(v.opening_trick) * kSeats;
    for (std::size_t i = start + 1; i < start + kSeats && i < plays.size(); ++i) {
      exclude((v.opening_leader + static_cast<int>(i - start)) % kSeats);
    }
  }
}

// The cards of the called suit other than the ace that the opening leader played after his
// opening lead.
int called_suit_cards_after_opening(const engine::SchafkopfHand& hand, const SkView& v,
                                    CardMask x_cards) {
  const engine::ContractTable& t = v.rules.table;
  const std::vector<Card>& plays = hand.plays();
  const std::size_t start = static_cast<std::size_t>(v.opening_trick) * kSeats;
  int after = 0;
  int leader = (hand.dealer() + 1) % kSeats;
  int size = 0;
  std::array<Card, kSeats> trick{};
  for (std::size_t i = 0; i < plays.size(); ++i) {
    const int seat = (leader + size) % kSeats;
    if (i > start && seat == v.opening_leader && engine::has(x_cards, plays[i]) &&
        plays[i] != v.called) {
      ++after;
    }
    trick[static_cast<std::size_t>(size++)] = plays[i];
    if (size == kSeats) {
      const std::uint8_t ls = t.eff_suit[trick[0]];
      leader = (leader + engine::trick_winner_index(t, trick.data(), kSeats, ls, engine::kNoCard)) %
               kSeats;
      size = 0;
    }
  }
  return after;
}

// Running away (SK-7.3d): an opening lead of the called suit with another card by the holder
// of the ace needs enough cards of the suit; the cases split by whether the leader holds it.
void add_running_away(std::vector<ConstraintCase>& cases, const ConstraintCase& base,
                      const Knowledge& k, const engine::SchafkopfHand& hand, const SkView& v,
                      const SlotOfSeat& slot_of_seat) {
  const Card ace = v.called;
  const CardMask x_cards = v.rules.table.suit_mask[v.called_suit];
  const std::vector<Card>& plays = hand.plays();
  const std::size_t start = static_cast<std::size_t>(v.opening_trick) * kSeats;
  const Card led = plays[start];
  const int lead_seat = v.opening_leader;
  const int sl = slot_of_seat[static_cast<std::size_t>(lead_seat)];
  if (led == ace || sl < 0) return;
  const int after = called_suit_cards_after_opening(hand, v, x_cards);
  const int need = v.rules.runaway_min - 2 - after;
  const CardMask others = k.unseen & x_cards & ~engine::bit(ace);
  if (engine::has(k.unseen, ace) && (base.allowed[ace] & slot_bit(sl))) {
    std::vector<ConstraintCase> split_cases;
    ConstraintCase not_his = base;
    not_his.allowed[ace] = static_cast<SlotSet>(not_his.allowed[ace] & ~slot_bit(sl));
    not_his.why = "the opening leader does not hold the called ace";
    std::vector<ConstraintCase> his{base};
    his[0].allowed[ace] = slot_bit(sl);
    his[0].why = "the opening leader ran away with the called ace";
    require_at_least(his, sl, others, need, "he held enough cards of the called suit");
    split_cases.push_back(not_his);
    for (auto& c : his) split_cases.push_back(std::move(c));
    cases = std::move(split_cases);
  } else if (v.called_played_by == lead_seat) {
    // He ran away and has played the ace since.
    bool ace_in_opening = false;
    for (std::size_t i = start; i < start + kSeats && i < plays.size(); ++i) {
      if (plays[i] == ace) ace_in_opening = true;
    }
    if (!ace_in_opening) {
      require_at_least(cases, sl, others, need, "he held enough cards of the called suit");
    }
  }
}

// The call (SK-5.2, SK-5.5): the declarer holds a card of the called suit until he has played
// one (with the hold card, one while the suit is unopened, until his last card).
void add_declarer_keeps_suit(std::vector<ConstraintCase>& cases, const Knowledge& k,
                             const SkView& v, const SlotOfSeat& slot_of_seat) {
  const Card ace = v.called;
  const int decl = v.contract.declarer;
  const CardMask x_cards = v.rules.table.suit_mask[v.called_suit];
  const int dsl = slot_of_seat[static_cast<std::size_t>(decl)];
  if (dsl < 0) return;
  const bool played_x =
      (v.played_by[static_cast<std::size_t>(decl)] & x_cards & ~engine::bit(ace)) != 0;
  const bool keeps = v.rules.hold == engine::HoldRule::kOneCard && !v.opened &&
                     k.slots[static_cast<std::size_t>(dsl)].size > 0;
  if (!played_x || keeps) {
    require_at_least(cases, dsl, k.unseen & x_cards & ~engine::bit(ace), 1,
                     "the declarer holds a card of the called suit");
  }
}

}  // namespace

std::optional<Knowledge> schafkopf_play_knowledge(const engine::SchafkopfHand& hand,
                                                  std::string* error) {
  if ((hand.phase() != engine::SkPhase::kPlay && hand.phase() != engine::SkPhase::kDoubling) ||
      !hand.contract()) {
    if (error) *error = "the hand is not in its doubling poll or play phase";
    return std::nullopt;
  }
  const SkView v = make_sk_view(hand);
  SlotOfSeat slot_of_seat{};
  Knowledge k = sk_facts(hand, v, slot_of_seat);
  ConstraintCase base = void_case(k, v, slot_of_seat);
  std::vector<ConstraintCase> cases;
  if (v.contract.game == SkGame::kSauspiel) {
    if (engine::has(k.unseen, v.called)) place_called_ace(base, hand, v, slot_of_seat);
    cases.push_back(base);
    if (v.opened) add_running_away(cases, base, k, hand, v, slot_of_seat);
    add_declarer_keeps_suit(cases, k, v, slot_of_seat);
  } else {
    cases.push_back(base);
  }
  k.cases = std::move(cases);
  return k;
}

std::array<CardMask, engine::kSchafkopfSeats> schafkopf_world_dealt(const Knowledge& k,
                                                                    const SlotCards& w) {
  std::array<CardMask, kSeats> dealt{};
  for (std::size_t q = 0; q < kSeats; ++q) dealt[q] = k.known_hand[q] | k.known_played[q];
  for (std::size_t i = 0; i < k.slots.size(); ++i) {
    dealt[static_cast<std::size_t>(k.slots[i].seat)] |= w[i];
  }
  return dealt;
}

// --- The bidding as evidence ------------------------------------------------------------------

SkStrengthTable::SkStrengthTable(const engine::SchafkopfRules& rules, const engine::SkContract& c) {
  const engine::ContractTable t = engine::schafkopf_contract_table(c, rules.deck_mask());
  std::vector<Card> order;
  for (Card x : engine::cards(t.trumps())) order.push_back(x);
  std::sort(order.begin(), order.end(), [&](Card a, Card b) { return t.power[a] > t.power[b]; });
  wenz_geier_ = c.game == SkGame::kWenz || c.game == SkGame::kGeier;
  const bool four = wenz_geier_ || c.game == SkGame::kFarbwenz || c.game == SkGame::kFarbgeier;
  const int faces = four ? 4 : 8;
  static constexpr std::array<int, 8> kOberUnter = {7, 6, 6, 5, 5, 4, 4, 4};
  static constexpr std::array<int, 4> kFour = {9, 8, 7, 6};
  static constexpr std::array<int, 4> kFarb = {7, 6, 6, 5};
  for (std::size_t i = 0; i < order.size(); ++i) {
    const Card x = order[i];
    int v = 0;
    if (static_cast<int>(i) < faces) {
      v = faces == 8 ? kOberUnter[i] : wenz_geier_ ? kFour[i] : kFarb[i];
    } else {
      v = engine::rank_of(x) == engine::Rank::kAce   ? 4
          : engine::rank_of(x) == engine::Rank::kTen ? 3
                                                     : 2;
    }
    trump_score_[x] = static_cast<std::int8_t>(v);
    trumps_ |= engine::bit(x);
  }
  solo_class_ = c.solo_class();
  for (int su = 0; su < 4; ++su) {
    const std::size_t u = static_cast<std::size_t>(su);
    plain_[u] = t.suit_mask[u] & t.deck;
    const auto suit = static_cast<engine::Suit>(su);
    ace_[u] = engine::bit(engine::make_card(suit, engine::Rank::kAce)) & plain_[u];
    ten_[u] = engine::bit(engine::make_card(suit, engine::Rank::kTen)) & plain_[u];
    king_[u] = engine::bit(engine::make_card(suit, engine::Rank::kKing)) & plain_[u];
  }
}

int SkStrengthTable::operator()(CardMask cards) const {
  int score = 0;
  const CardMask tr = cards & trumps_;
  for (Card x : engine::cards(tr)) score += trump_score_[x];
  const int trumps = engine::count(tr);
  if (trumps > 5) score += 3 * (trumps - 5);
  for (std::size_t u = 0; u < 4; ++u) {
    if (!plain_[u]) continue;  // every card of the suit is a trump
    const CardMask plain = cards & plain_[u];
    if (plain & ace_[u]) {
      score += wenz_geier_ ? 4 : 3;
      if (plain & ten_[u]) {
        score += wenz_geier_ ? 3 : 2;
        if (wenz_geier_ && (plain & king_[u])) score += 1;
      }
    }
    if (!plain && solo_class_ && trumps >= 5) score += 2;
  }
  return score;
}

namespace {

double odds(double margin) {
  return 1.0 / (1.0 + std::exp(-margin / kSkInferenceScale));
}

// The model's thresholds: the heuristic player's defaults, but Farbwenz and Farbgeier at
// kSkFarbThreshold (see the header).
int model_threshold(const engine::SchafkopfRules& rules, const engine::SkContract& c) {
  SkHeuristicStyle style;
  style.farb = kSkFarbThreshold;
  return SkHeuristicPlayer::threshold(rules, style, c);
}

// Every non-Tout contract a seat could declare, once per strength table (the Sauspiel's suit
// does not change its strength), with its rank and the heuristic's default threshold.
struct ModelContract {
  engine::SkContract contract;
  SkStrengthTable strength;
  int rank = 0;
  int threshold = 0;
};

std::vector<ModelContract> model_contracts(const engine::SchafkopfRules& rules) {
  std::vector<ModelContract> out;
  auto add = [&](const engine::SkContract& c) {
    out.push_back(
        {c, SkStrengthTable(rules, c), engine::contract_rank(rules, c), model_threshold(rules, c)});
  };
  add({SkGame::kSauspiel, 0, engine::Suit::kClubs, false});
  add({SkGame::kGeier, 0, engine::Suit::kClubs, false});
  add({SkGame::kWenz, 0, engine::Suit::kClubs, false});
  for (SkGame g : {SkGame::kSolo, SkGame::kFarbwenz, SkGame::kFarbgeier}) {
    for (int i = 0; i < 4; ++i) add({g, 0, static_cast<engine::Suit>(i), false});
  }
  return out;
}

// A legal Sauspiel call exists (SK-5.2): a callable ace he lacks with a non-trump card of it.
bool may_call(CardMask h) {
  for (engine::Suit s : {engine::Suit::kClubs, engine::Suit::kSpades, engine::Suit::kDiamonds}) {
    const CardMask plain = engine::suit_cards(s) &
                           ~engine::bit(engine::make_card(s, engine::Rank::kQueen)) &
                           ~engine::bit(engine::make_card(s, engine::Rank::kJack));
    if (!engine::has(h, engine::make_card(s, engine::Rank::kAce)) && (h & plain)) return true;
  }
  return false;
}

// The largest margin over the contracts of rank >= min_rank (a Sauspiel only with a legal
// call); nullopt when there is none.
std::optional<int> best_margin(const std::vector<ModelContract>& cs, int min_rank, CardMask h) {
  std::optional<int> best;
  for (const ModelContract& m : cs) {
    if (m.rank < min_rank) continue;
    if (m.contract.game == SkGame::kSauspiel && !may_call(h)) continue;
    const int v = m.strength(h) - m.threshold;
    if (!best || v > *best) best = v;
  }
  return best;
}

double pass_factor(const std::vector<ModelContract>& cs, int min_rank, CardMask h) {
  const std::optional<int> m = best_margin(cs, min_rank, h);
  return m ? odds(-static_cast<double>(*m)) : 1.0;
}

double declare_factor(const engine::SchafkopfRules& rules, const std::vector<ModelContract>& cs,
                      const SkStrengthTable& own, const engine::SkContract& c, CardMask h) {
  const int margin = own(h) - model_threshold(rules, c);
  if (c.game == SkGame::kSauspiel) {
    return odds(margin) * pass_factor(cs, engine::contract_rank(rules, c) + 1, h);
  }
  if (c.tout) {
    return SkHeuristicPlayer::sure_tout(rules, c, h) ? 1.0 : odds(margin - kSkToutMargin);
  }
  return odds(margin);
}

engine::SkContract without_tout(engine::SkContract c) {
  c.tout = false;
  return c;
}

class BiddingLikelihood final : public WorldLikelihood {
 public:
  struct Factor {
    int seat = 0;
    int slot = -1;
    bool declarer = false;
    int min_rank = 1;  // a passer: no game of this rank or higher
  };

  BiddingLikelihood(const engine::SchafkopfRules& rules, const engine::SkContract& c,
                    const Knowledge& k, std::vector<Factor> factors)
      : rules_(rules),
        contract_(c),
        contracts_(model_contracts(rules)),
        own_(rules, without_tout(c)),
        factors_(std::move(factors)) {
    for (std::size_t q = 0; q < engine::kSchafkopfSeats; ++q) {
      known_[q] = k.known_hand[q] | k.known_played[q];
    }
  }

  double operator()(const SlotCards& w) const override {
    double p = 1;
    for (const Factor& f : factors_) p *= factor(f, w);
    return p;
  }

  bool accept(const SlotCards& w, engine::Rng& rng) const override {
    for (const Factor& f : factors_) {
      const double u = static_cast<double>(rng.next() >> 11) * 0x1.0p-53;
      if (u >= factor(f, w)) return false;
    }
    return true;
  }

 private:
  double factor(const Factor& f, const SlotCards& w) const {
    const CardMask h = known_[static_cast<std::size_t>(f.seat)] |
                       (f.slot >= 0 ? w[static_cast<std::size_t>(f.slot)] : 0);
    if (f.declarer) return declare_factor(rules_, contracts_, own_, contract_, h);
    return pass_factor(contracts_, f.min_rank, h);
  }

  engine::SchafkopfRules rules_;
  engine::SkContract contract_;
  std::vector<ModelContract> contracts_;
  SkStrengthTable own_;
  std::vector<Factor> factors_;
  std::array<CardMask, engine::kSchafkopfSeats> known_{};
};

}  // namespace

double sk_declare_likelihood(const engine::SchafkopfRules& rules, const engine::SkContract& c,
                             CardMask dealt) {
  return declare_factor(rules, model_contracts(rules), SkStrengthTable(rules, without_tout(c)), c,
                        dealt);
}

double sk_pass_likelihood(const engine::SchafkopfRules& rules, int min_rank, CardMask dealt) {
  return pass_factor(model_contracts(rules), min_rank, dealt);
}

void add_schafkopf_bidding_inference(Knowledge& k, const engine::SchafkopfHand& hand) {
  if (!hand.contract()) return;
  const engine::SkContract& c = *hand.contract();
  const engine::SchafkopfRules& rules = hand.rules();
  const bool ramsch = c.game == SkGame::kRamsch;
  const int rank = engine::contract_rank(rules, c);
  auto bid_order = [&](int seat) { return (seat - hand.dealer() - 1 + 2 * kSeats) % kSeats; };
  std::vector<BiddingLikelihood::Factor> factors;
  for (int q = 0; q < kSeats; ++q) {
    if (q == k.mover) continue;
    BiddingLikelihood::Factor f;
    f.seat = q;
    f.slot = k.slot_of(SlotKind::kHand, q);
    if (ramsch) {
      f.min_rank = 1;
    } else if (q == c.declarer) {
      f.declarer = true;
    } else {
      f.min_rank = bid_order(q) < bid_order(c.declarer) ? rank : rank + 1;
    }
    factors.push_back(f);
  }
  // The declarer first: his factor rejects most candidates.
  std::stable_sort(factors.begin(), factors.end(),
                   [](const auto& a, const auto& b) { return a.declarer && !b.declarer; });
  if (factors.empty()) return;
  auto lik = std::make_shared<BiddingLikelihood>(rules, c, k, std::move(factors));
  // Can the evidence be reconciled with what the seat knows? A fixed probe, so the decision is
  // reproducible.
  const WorldSampler uniform(k);
  if (uniform.count() <= 0) return;
  engine::Rng rng(0x9A7E5EEDull ^ static_cast<std::uint64_t>(k.plays_seen) << 8 ^
                  static_cast<std::uint64_t>(k.mover));
  constexpr int kProbe = 256;
  double sum = 0;
  for (int i = 0; i < kProbe; ++i) sum += (*lik)(uniform.sample_uniform(rng).slots);
  if (sum / kProbe < 1.0 / 1024) {
    k.inference_note =
        "the bidding is left out of the worlds: hardly any deal that fits what the player saw "
        "makes it likely";
    return;
  }
  k.likelihood = std::move(lik);
}

}  // namespace solver
