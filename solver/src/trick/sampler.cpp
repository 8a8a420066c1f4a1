// The trick games' world sampler (solver/sampler.h): exact counting, uniform sampling and
// enumeration of the worlds a knowledge allows, the likelihood's rejection step and the world
// seeds. Sheepshead's auction weights are its own (../sheepshead/auction_inference.cpp).
#include "solver/sampler.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <unordered_map>

namespace solver {

namespace {

// Remaining slot sizes packed 4 bits per slot.
using Caps = std::uint32_t;

int cap_of(Caps caps, int slot) {
  return static_cast<int>(caps >> (4 * slot) & 15u);
}
Caps with_cap(Caps caps, int slot, int v) {
  const std::uint32_t shift = static_cast<std::uint32_t>(4 * slot);
  return (caps & ~(15u << shift)) | (static_cast<std::uint32_t>(v) << shift);
}

double factorial(int n) {
  static const std::array<double, 33> table = [] {
    std::array<double, 33> t{};
    t[0] = 1;
    for (std::size_t i = 1; i < t.size(); ++i) t[i] = t[i - 1] * static_cast<double>(i);
    return t;
  }();
  return table[static_cast<std::size_t>(n)];
}

struct Group {
  SlotSet allowed = 0;
  std::vector<Card> cards;
};

struct CaseModel {
  std::vector<Group> groups;
  double count = 0;
  mutable std::unordered_map<std::uint64_t, double> memo;
};

// Ways of distributing group g's cards over its allowed slots within caps: calls
// f(distribution, caps after, multinomial) for each.
template <typename F>
void distributions(const Group& g, int num_slots, Caps caps, F&& f) {
  std::array<int, kMaxSlots> k{};
  const int n = static_cast<int>(g.cards.size());
  // Recursive over slots.
  auto rec = [&](auto&& self, int slot, int left, Caps c, double denom) -> void {
    if (slot == num_slots) {
      if (left == 0) f(k, c, factorial(n) / denom);
      return;
    }
    if (!(g.allowed >> slot & 1)) {
      k[static_cast<std::size_t>(slot)] = 0;
      self(self, slot + 1, left, c, denom);
      return;
    }
    const int cap = cap_of(c, slot);
    for (int take = std::min(cap, left); take >= 0; --take) {
      k[static_cast<std::size_t>(slot)] = take;
      self(self, slot + 1, left - take, with_cap(c, slot, cap - take), denom * factorial(take));
    }
  };
  rec(rec, 0, n, caps, 1.0);
}

}  // namespace

struct WorldSampler::Impl {
  std::shared_ptr<const WorldLikelihood> likelihood;
  int num_slots = 0;
  Caps initial = 0;
  std::vector<CaseModel> cases;
  double total = 0;

  double count_from(const CaseModel& m, std::size_t gi, Caps caps) const {
    if (gi == m.groups.size()) return caps == 0 ? 1.0 : 0.0;
    const std::uint64_t key = std::uint64_t{caps} | std::uint64_t{gi} << 32;
    auto it = m.memo.find(key);
    if (it != m.memo.end()) return it->second;
    double sum = 0;
    distributions(m.groups[gi], num_slots, caps, [&](const auto&, Caps after, double ways) {
      const double rest = count_from(m, gi + 1, after);
      sum += ways * rest;
    });
    m.memo.emplace(key, sum);
    return sum;
  }
};

WorldSampler::WorldSampler(const Knowledge& k) : impl_(std::make_unique<Impl>()) {
  Impl& m = *impl_;
  m.likelihood = k.likelihood;
  m.num_slots = static_cast<int>(k.slots.size());
  assert(m.num_slots <= kMaxSlots);
  for (int i = 0; i < m.num_slots; ++i) {
    assert(k.slots[static_cast<std::size_t>(i)].size <= 15);
    m.initial = with_cap(m.initial, i, k.slots[static_cast<std::size_t>(i)].size);
  }
  for (const ConstraintCase& c : k.cases) {
    CaseModel cm;
    for (Card card : engine::cards(k.unseen)) {
      const SlotSet a = c.allowed[card];
      auto it = std::find_if(cm.groups.begin(), cm.groups.end(),
                             [&](const Group& g) { return g.allowed == a; });
      if (it == cm.groups.end()) {
        cm.groups.push_back(Group{a, {}});
        it = cm.groups.end() - 1;
      }
      it->cards.push_back(card);
    }
    // Tightly constrained groups first: fewer branches near the root.
    std::stable_sort(cm.groups.begin(), cm.groups.end(), [](const Group& a, const Group& b) {
      return std::popcount(a.allowed) < std::popcount(b.allowed);
    });
    m.cases.push_back(std::move(cm));
  }
  for (CaseModel& cm : m.cases) {
    cm.count = m.count_from(cm, 0, m.initial);
    m.total += cm.count;
  }
}

WorldSampler::~WorldSampler() = default;

double WorldSampler::count() const {
  return impl_->total;
}

namespace {

double uniform01(engine::Rng& rng) {
  return static_cast<double>(rng.next() >> 11) * 0x1.0p-53;
}

}  // namespace

World WorldSampler::sample(engine::Rng& rng) const {
  const WorldLikelihood* lik = impl_->likelihood.get();
  if (!lik) return sample_uniform(rng);
  World best;
  double best_l = -1;
  for (int i = 0; i < kMaxCandidates; ++i) {
    World w = sample_uniform(rng);
    if (lik->accept(w.slots, rng)) return w;
    if (i >= kMaxCandidates - kFallbackCandidates) {
      const double l = (*lik)(w.slots);
      if (l > best_l) {
        best_l = l;
        best = w;
      }
    }
  }
  best.fallback = true;
  return best;
}

World WorldSampler::sample_uniform(engine::Rng& rng) const {
  const Impl& m = *impl_;
  assert(m.total > 0);
  World w;
  // Choose the case.
  double r = uniform01(rng) * m.total;
  std::size_t ci = 0;
  while (ci + 1 < m.cases.size() && r >= m.cases[ci].count) {
    r -= m.cases[ci].count;
    ++ci;
  }
  while (m.cases[ci].count == 0 && ci > 0) --ci;  // rounding at the end of the range
  const CaseModel& cm = m.cases[ci];
  Caps caps = m.initial;
  for (std::size_t gi = 0; gi < cm.groups.size(); ++gi) {
    const Group& g = cm.groups[gi];
    const double here = m.count_from(cm, gi, caps);
    double pick = uniform01(rng) * here;
    std::array<int, kMaxSlots> chosen{};
    Caps chosen_caps = caps;
    bool done = false;
    bool any = false;
    distributions(g, m.num_slots, caps, [&](const auto& k, Caps after, double ways) {
      if (done) return;
      const double weight = ways * m.count_from(cm, gi + 1, after);
      if (weight <= 0) return;
      chosen = k;
      chosen_caps = after;
      any = true;
      if (pick < weight) {
        done = true;
      } else {
        pick -= weight;
      }
    });
    assert(any);
    (void)any;
    // Shuffle the group's cards and deal them out by the chosen counts.
    std::vector<Card> cards = g.cards;
    for (std::size_t i = cards.size(); i > 1; --i) {
      const std::size_t j = rng.below(static_cast<std::uint32_t>(i));
      std::swap(cards[i - 1], cards[j]);
    }
    std::size_t at = 0;
    for (int s = 0; s < m.num_slots; ++s) {
      for (int t = 0; t < chosen[static_cast<std::size_t>(s)]; ++t) {
        w.slots[static_cast<std::size_t>(s)] |= engine::bit(cards[at++]);
      }
    }
    caps = chosen_caps;
  }
  return w;
}

std::vector<World> WorldSampler::enumerate() const {
  const Impl& m = *impl_;
  std::vector<World> out;
  for (const CaseModel& cm : m.cases) {
    if (cm.count == 0) continue;
    World w;
    auto rec = [&](auto&& self, std::size_t gi, Caps caps) -> void {
      if (gi == cm.groups.size()) {
        if (caps == 0) out.push_back(w);
        return;
      }
      const Group& g = cm.groups[gi];
      distributions(g, m.num_slots, caps, [&](const auto& k, Caps after, double) {
        if (m.count_from(cm, gi + 1, after) <= 0) return;
        // Every way to split the group's cards by the counts k.
        const SlotCards saved = w.slots;
        auto split = [&](auto&& me, std::size_t ci, std::array<int, kMaxSlots> left) -> void {
          if (ci == g.cards.size()) {
            self(self, gi + 1, after);
            return;
          }
          for (int s = 0; s < m.num_slots; ++s) {
            if (left[static_cast<std::size_t>(s)] == 0) continue;
            left[static_cast<std::size_t>(s)]--;
            w.slots[static_cast<std::size_t>(s)] |= engine::bit(g.cards[ci]);
            me(me, ci + 1, left);
            w.slots[static_cast<std::size_t>(s)] &= ~engine::bit(g.cards[ci]);
            left[static_cast<std::size_t>(s)]++;
          }
        };
        std::array<int, kMaxSlots> left{};
        for (int s = 0; s < m.num_slots; ++s)
          left[static_cast<std::size_t>(s)] = k[static_cast<std::size_t>(s)];
        split(split, 0, left);
        w.slots = saved;
      });
    };
    rec(rec, 0, m.initial);
  }
  if (m.likelihood) {
    for (World& w : out) w.weight = (*m.likelihood)(w.slots);
  }
  return out;
}

std::uint64_t world_seed(std::uint64_t seed, int decision, int index) {
  std::uint64_t x = seed * 0x9E3779B97F4A7C15ull;
  x ^= (static_cast<std::uint64_t>(decision) + 1) * 0xBF58476D1CE4E5B9ull;
  x ^= (static_cast<std::uint64_t>(index) + 1) * 0x94D049BB133111EBull;
  x ^= x >> 31;
  x *= 0xD6E8FEB86659FD93ull;
  x ^= x >> 32;
  return x;
}

}  // namespace solver
