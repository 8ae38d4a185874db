{
  "algorithm": "ed25519",
  "content_sha256": "6aebbb05335d093d29c69d3749a5d03bac52dbfb127e945489ac689ee650a924",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cd4c285a2ac72d0e498f79bc01adb7a96f8cf0ef211834f96c5a33817ea1237c",
  "schema": "gridshift.signature/1",
  "signature": "a3777af7552e9dc65ac13d5f21673a00f7c6620d40ba8865999fe44c181c317205d56e25c9341e614ecb0a50468a0388d86f1213e7c341ddfa2946af2ca3530f"
}
