{
  "algorithm": "ed25519",
  "content_sha256": "900cf25e0fa1cd0c5e816f03442e78f84ee045ffc9e0dab2b4b7756656c1d5da",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f94385d8aa005594e2f10d16f3258d59fea7986950a5544726c2c6d7f28eee59",
  "schema": "gridshift.signature/1",
  "signature": "078fe2c0f4fd4204be57a7e612290f85194b6c35d3c65b029e388d5ef9ee404eace62da456d0d5419a85b526d3000ec5d2bc0372658a09ccae0b643a96d8d007"
}
