{
  "algorithm": "ed25519",
  "content_sha256": "6a6dfae2a44654aa2f8466529eda83a088f32e8b6f35a38973b2308ac68a8073",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4e301226c88ff0066a12d00b64198464b4b9fdd20c36c519207c7194ad3c46b9",
  "schema": "gridshift.signature/1",
  "signature": "b023de4a6443b3b3958ebaec9cf0e681e2737756695bb37401681048e5f9e5d1a0c0642be051a70fb342adc7d2c399cfc12fe5784f187fd927d9ad494ddf0b05"
}
