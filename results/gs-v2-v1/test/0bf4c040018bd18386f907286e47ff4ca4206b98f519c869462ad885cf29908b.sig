{
  "algorithm": "ed25519",
  "content_sha256": "acd840b0ff9bd9af96303cdca6d9b52000b45d00e3074a05c04c9f1fdee51515",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0bf4c040018bd18386f907286e47ff4ca4206b98f519c869462ad885cf29908b",
  "schema": "gridshift.signature/1",
  "signature": "e8830b0c4ba98f2491917ecdcebcb3048660d90b489c74fb16cac2a294fa18912e39335f8ccd3150f964e2861125b38d596c3e2bb99ce855ce9fa513f23afa09"
}
