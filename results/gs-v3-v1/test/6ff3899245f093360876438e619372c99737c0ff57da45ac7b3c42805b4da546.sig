{
  "algorithm": "ed25519",
  "content_sha256": "af6f4aec7f550ef4bd0605a1c9e97fe6e5ea42400b89e1d09bc26e59bc1a3f55",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6ff3899245f093360876438e619372c99737c0ff57da45ac7b3c42805b4da546",
  "schema": "gridshift.signature/1",
  "signature": "362859bbfc209d0d0d5e897aa7cd2528ad19aac5a503e18e768e9967b846666c23f601ac73fb742427ad56055dc5c7d76110eaa3f4a0aaabd9544a31e827970d"
}
