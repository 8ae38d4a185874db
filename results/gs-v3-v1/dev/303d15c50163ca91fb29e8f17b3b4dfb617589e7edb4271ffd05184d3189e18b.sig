{
  "algorithm": "ed25519",
  "content_sha256": "b1b43186f114153b10f5a67acaa4af393d7c43923d54fc3f5b3ff73604df6842",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "303d15c50163ca91fb29e8f17b3b4dfb617589e7edb4271ffd05184d3189e18b",
  "schema": "gridshift.signature/1",
  "signature": "d47e1bc6a21595350c9c675e0b16ddbd4fdec5e1e0756711e03e036d0606c9789cd966ddbc02d5283615219749dd3f9d67f363876e4ccc30adf79aa131dfef08"
}
