{
  "algorithm": "ed25519",
  "content_sha256": "bb85eb6e31af64854645257f62e60dcd99d1970b96b50c633fb11eb40dc565dc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7a8547f9591328619aead879996f8dcf0c4714af36213773fdac89ad39995b2a",
  "schema": "gridshift.signature/1",
  "signature": "27a6f8ec17c6f56edf1aa37f56fa397d0b00ff8e5c69ab9cbb6ab3ead7e9dc4a0dd22ccc61ea84f543d82c31c09d6572585ce00536a22924f2541b4ea98b4507"
}
