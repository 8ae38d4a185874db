{
  "algorithm": "ed25519",
  "content_sha256": "a4ffa392c15b8f85b05cac9bff7cf172245475123de9685daf89b482c5d7feff",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fdb2921fbe0148100bfe71eab50646fbdd1e4f51765069f8a16feda5daab4541",
  "schema": "gridshift.signature/1",
  "signature": "5d25b600ace13b12418588186155e04956e816da26480be73b4a090a6b392b150cc27515ca8cf98cca003aa2557cac66e44406dc9aec4bec2ba7f65f83206b01"
}
