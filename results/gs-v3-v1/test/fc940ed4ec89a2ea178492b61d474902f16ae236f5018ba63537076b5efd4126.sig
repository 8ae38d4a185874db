{
  "algorithm": "ed25519",
  "content_sha256": "5a721ba5e21b7ca6360d068f1cf13f3a273fe626160bb15d2a67b3296c295e9f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fc940ed4ec89a2ea178492b61d474902f16ae236f5018ba63537076b5efd4126",
  "schema": "gridshift.signature/1",
  "signature": "17e417136ef29386bb68ee751a05bf5abdeb200f51168c0c0f834d3282136ac8bae06d3b7abe75697fbb7408979b30685e93e954b0deda7ae753353e20959c03"
}
