{
  "algorithm": "ed25519",
  "content_sha256": "cb29f682538e4bf8886dd563495aa1ad0e7541b342d583c31197be3c9efddba2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2c57bb9bf936d1762dcb14faf59e74498b4a87179bb24aa63c04a8d7db7a4941",
  "schema": "gridshift.signature/1",
  "signature": "da2df518b1cbdf7303f9555ab7a7409e1b33ec7cce0ea7e3ef86a4c9b28aa5591b08ba11ff7c5cb686ca75165b62177bc28fed0468a0a1c6704131e72c16190d"
}
