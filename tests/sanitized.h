// Whether this test binary is built with AddressSanitizer (CI's second tree, scripts/test.sh),
// where every search runs several times slower: long tests scale down their counts on it.
#pragma once

namespace schmier_test {

inline constexpr bool kSanitized =
#if defined(__SANITIZE_ADDRESS__)
    true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
    true;
#else
    false;
#endif
#else
    false;
#endif

}  // namespace schmier_test
