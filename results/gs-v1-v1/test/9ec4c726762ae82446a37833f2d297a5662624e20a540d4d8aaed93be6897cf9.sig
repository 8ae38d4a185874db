{
  "algorithm": "ed25519",
  "content_sha256": "688fe5480ccf6b66414cf963bbe1ff78c84da1ee1eafa99bc25987810ea5e3d6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9ec4c726762ae82446a37833f2d297a5662624e20a540d4d8aaed93be6897cf9",
  "schema": "gridshift.signature/1",
  "signature": "802a45f00325c67eb16cfd137a0ea40bbf3071f14c12b1dfb3f710643e700ef1eb97ec315eca4e8c7e1525c61451f374ad72711ed449471a78ec661333c0bf03"
}
