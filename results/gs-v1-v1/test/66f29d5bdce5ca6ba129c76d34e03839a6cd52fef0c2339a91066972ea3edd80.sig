{
  "algorithm": "ed25519",
  "content_sha256": "91266b62704ac75e271aa9cde602fa45dee110b14f16328ad613bf807b3592a9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "66f29d5bdce5ca6ba129c76d34e03839a6cd52fef0c2339a91066972ea3edd80",
  "schema": "gridshift.signature/1",
  "signature": "101fbe0e4e4705ba827940e75d8c44d242b0a377f86e484f35838e1afa465adfd31bfa462a8d9b13a4fa52a1ab0ab42b4e5285a370ead2a441be3449a5f9cf04"
}
