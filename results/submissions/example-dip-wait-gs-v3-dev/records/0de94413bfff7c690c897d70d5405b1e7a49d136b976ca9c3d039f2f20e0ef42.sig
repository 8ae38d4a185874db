{
  "algorithm": "ed25519",
  "content_sha256": "8d41af0c75308d3f2eaff79fb86b3da31fe5610ec3668cc0c8eebf5bde469a76",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0de94413bfff7c690c897d70d5405b1e7a49d136b976ca9c3d039f2f20e0ef42",
  "schema": "gridshift.signature/1",
  "signature": "ea63024b3bdc005f9c6525e097fe0ff96f252d9576ddf3e0513dec0f47988e9d91307794e9bee57b58aeb264c8b2715e9c306a3a27f01fe901c94596e587710e"
}
