// Colours and the ImGui style of schmier-gui, in one place.
#pragma once

#include <imgui.h>

namespace ui::theme {

constexpr ImU32 rgba(int r, int g, int b, int a = 255) {
  return static_cast<ImU32>(r) | static_cast<ImU32>(g) << 8 | static_cast<ImU32>(b) << 16 |
         static_cast<ImU32>(a) << 24;
}

inline constexpr ImU32 kBackground = rgba(24, 30, 38);
inline constexpr ImU32 kFelt = rgba(28, 104, 64);
inline constexpr ImU32 kFeltInner = rgba(33, 118, 73);
inline constexpr ImU32 kFeltLine = rgba(60, 140, 95, 160);
inline constexpr ImU32 kRail = rgba(92, 58, 34);
inline constexpr ImU32 kRailHighlight = rgba(128, 84, 50);

inline constexpr ImU32 kCardWhite = rgba(250, 250, 246);
inline constexpr ImU32 kCardBorder = rgba(150, 150, 150);
inline constexpr ImU32 kCardShadow = rgba(0, 0, 0, 70);
inline constexpr ImU32 kSuitRed = rgba(206, 28, 40);
inline constexpr ImU32 kSuitBlack = rgba(24, 24, 28);
// German suits (C-3).
inline constexpr ImU32 kEichelNut = rgba(204, 150, 70);
inline constexpr ImU32 kEichelCap = rgba(104, 62, 24);
inline constexpr ImU32 kGrasLeaf = rgba(70, 156, 56);
inline constexpr ImU32 kGrasRib = rgba(30, 96, 30);
inline constexpr ImU32 kSchellenBell = rgba(238, 180, 32);
inline constexpr ImU32 kSchellenBand = rgba(170, 60, 20);
inline constexpr ImU32 kCourtFrame = rgba(214, 178, 90);
inline constexpr ImU32 kTrumpMark = rgba(232, 180, 40);
inline constexpr ImU32 kBack = rgba(34, 64, 138);
inline constexpr ImU32 kBackPattern = rgba(70, 104, 180);
inline constexpr ImU32 kBackBorder = rgba(236, 236, 236);

inline constexpr ImU32 kPlate = rgba(12, 32, 22, 200);
inline constexpr ImU32 kPlateActive = rgba(20, 52, 36, 230);
inline constexpr ImU32 kGold = rgba(244, 196, 64);
inline constexpr ImU32 kText = rgba(238, 238, 232);
inline constexpr ImU32 kTextDim = rgba(176, 196, 184);
inline constexpr ImU32 kPicker = rgba(236, 128, 44);
inline constexpr ImU32 kPartner = rgba(60, 178, 196);
inline constexpr ImU32 kDealer = rgba(150, 150, 170);
inline constexpr ImU32 kSecret = rgba(120, 130, 150);

// Grades (solver/analysis.h): green for the good ones, yellow to red for the costly ones.
inline constexpr ImU32 kGradeForced = rgba(150, 156, 166);
inline constexpr ImU32 kGradeBest = rgba(92, 214, 120);
inline constexpr ImU32 kGradeExcellent = rgba(120, 200, 110);
inline constexpr ImU32 kGradeGood = rgba(150, 196, 150);
inline constexpr ImU32 kGradeInaccuracy = rgba(236, 206, 70);
inline constexpr ImU32 kGradeMistake = rgba(245, 140, 50);
inline constexpr ImU32 kGradeBlunder = rgba(232, 62, 62);
inline constexpr ImU32 kGradeNone = rgba(110, 118, 128);

// Dark ImGui style with rounded widgets.
void apply_style();

}  // namespace ui::theme
