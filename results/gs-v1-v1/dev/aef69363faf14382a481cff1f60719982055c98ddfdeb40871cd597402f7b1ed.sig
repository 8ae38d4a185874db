{
  "algorithm": "ed25519",
  "content_sha256": "b189d543349abf98e005b7505a7f084bdbb3a4bbc111d70292a6e768e051d2f6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "aef69363faf14382a481cff1f60719982055c98ddfdeb40871cd597402f7b1ed",
  "schema": "gridshift.signature/1",
  "signature": "ae6d41364d94c2a97e3f91286d7c68458c9345e493cd4ceb5b5e51946b555ac41a1db9862d3faaa114992dac6618fa95f9bff0ce5e226a603378e11fcfb86d0e"
}
