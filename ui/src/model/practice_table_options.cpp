// The Sheepshead table options as flags (ui/practice/table_options.h).
#include "ui/practice/table_options.h"

namespace ui::practice {

TableOptions table_options_of(const engine::SheepsheadRules& r) {
  TableOptions o;
  o.players = r.players;
  o.jack_of_diamonds = r.partner_rule == engine::PartnerRule::kJackOfDiamonds;
  o.call_up = r.jd_call_up;
  o.crack = r.crack;
  o.crack_no_chance = r.crack_by == engine::CrackBy::kNoChanceToPick;
  o.blitz = r.blitz;
  o.blitz_red = r.blitz_red;
  o.max_multiplier = r.max_multiplier;
  return o;
}

std::vector<std::pair<std::string, engine::FlagValue>> table_flags(
    const TableOptions& o, const engine::SheepsheadRules& base) {
  const TableOptions b = table_options_of(base);
  std::vector<std::pair<std::string, engine::FlagValue>> out;
  if (o.players != b.players) out.emplace_back("ss_players", std::int64_t{o.players});
  if (o.jack_of_diamonds != b.jack_of_diamonds) {
    out.emplace_back("ss_partner_rule",
                     std::string(o.jack_of_diamonds ? "jack_of_diamonds" : "called_ace"));
  }
  if (o.call_up != b.call_up) out.emplace_back("ss_jd_call_up", o.call_up);
  if (o.crack != b.crack) out.emplace_back("ss_crack", o.crack);
  if (o.crack_no_chance != b.crack_no_chance) {
    out.emplace_back("ss_crack_by",
                     std::string(o.crack_no_chance ? "no_chance_to_pick" : "any_non_picker"));
  }
  if (o.blitz != b.blitz) out.emplace_back("ss_blitz", o.blitz);
  if (o.blitz_red != b.blitz_red) out.emplace_back("ss_blitz_red", o.blitz_red);
  if (o.max_multiplier != b.max_multiplier) {
    out.emplace_back("ss_max_multiplier", std::int64_t{o.max_multiplier});
  }
  return out;
}

std::optional<std::string> check_table_options(const TableOptions& o,
                                               const engine::SheepsheadRules& base) {
  engine::SheepsheadRules r = base;
  for (const auto& [name, value] : table_flags(o, base)) {
    if (auto e = engine::set_sheepshead_flag(r, name, value)) return e;
  }
  return engine::check_sheepshead_rules(r);
}

std::string table_options_text(const TableOptions& o) {
  std::string s = std::to_string(o.players) + " players";
  if (o.players == 5) {
    s += o.jack_of_diamonds ? ", jack of diamonds" : ", called ace";
    if (o.jack_of_diamonds && o.call_up) s += " (call-up)";
  }
  if (o.crack) s += o.crack_no_chance ? ", crack (no chance to pick)" : ", crack";
  if (o.blitz) s += o.blitz_red ? ", blitz (black and red)" : ", blitz";
  if (o.max_multiplier > 0) s += ", cap x" + std::to_string(o.max_multiplier);
  return s;
}

}  // namespace ui::practice
