{
  "algorithm": "ed25519",
  "content_sha256": "a86eeab7464b9e3fc01c14331663cf158df5aa99d583ba6ee470fa71efc54a29",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ada4593a003275d32d1b4f6376c713000a6574c0a0a9b087a8d766fd638a7c0d",
  "schema": "gridshift.signature/1",
  "signature": "83f8e8c180d359985f190d53e6dd237f9d34eb42845de8429584d57ea99c4789008a69b27168dbd9358a45121568f56320edbe7d645cc28ebca915ac8cb06008"
}
