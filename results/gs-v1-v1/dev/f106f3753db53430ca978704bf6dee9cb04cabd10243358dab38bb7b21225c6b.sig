{
  "algorithm": "ed25519",
  "content_sha256": "d59f7731c257b3920596e3085f1fbd17b004ae0c35f7f8ab559bb84a6773cc91",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f106f3753db53430ca978704bf6dee9cb04cabd10243358dab38bb7b21225c6b",
  "schema": "gridshift.signature/1",
  "signature": "e9efc8294b928e64d50f474b408774d2738a19a1b7c530cd38d2264dd0fef0b9ae0f192f4481733d4394b8dc6d06ed05d4eaab295d73ef3487be1f32b5e7db04"
}
