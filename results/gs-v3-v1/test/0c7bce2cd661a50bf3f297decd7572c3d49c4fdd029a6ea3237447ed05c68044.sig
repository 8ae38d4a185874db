{
  "algorithm": "ed25519",
  "content_sha256": "fb8dd5c7ddce0748a3f7ba0423907e1e380502c9c266734bc58724f531342f40",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0c7bce2cd661a50bf3f297decd7572c3d49c4fdd029a6ea3237447ed05c68044",
  "schema": "gridshift.signature/1",
  "signature": "8ec4fae20f998da81c10e5dada705d7d3cb22fcd9524da880ac13943bbea30a3722b60b44aee85ec0cb9ae0ea1d89ba51a3350c32b6caeb10c78f78a2cbf7d0f"
}
