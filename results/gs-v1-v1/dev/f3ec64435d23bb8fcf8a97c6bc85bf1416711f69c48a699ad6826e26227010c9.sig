{
  "algorithm": "ed25519",
  "content_sha256": "0dd74e4a704699837d0a76cbd456c8533022d0e266b9533c31b68c20ae39b11d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f3ec64435d23bb8fcf8a97c6bc85bf1416711f69c48a699ad6826e26227010c9",
  "schema": "gridshift.signature/1",
  "signature": "4f9a4122dd5533ab754c8410036af519a055cf441ba228768ecac911a8349ade3e516ce8ede13017cf1ac5f3b4030fcbabfd55ae0425655a2c4356681c2ea20e"
}
