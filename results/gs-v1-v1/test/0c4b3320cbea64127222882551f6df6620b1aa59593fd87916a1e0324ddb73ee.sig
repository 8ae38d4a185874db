{
  "algorithm": "ed25519",
  "content_sha256": "970de9d15e7a59892f349820cefeb27c42df6d7ea6c5c579cdd9530f5bbdcfb3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0c4b3320cbea64127222882551f6df6620b1aa59593fd87916a1e0324ddb73ee",
  "schema": "gridshift.signature/1",
  "signature": "729ef31960714e51fa66c003ead6a24ad46733cebf64b5ba5538dd32a896b811ecdb4cc375baf4ff1e4b675cafdc309ce86bc1f302faf35b163576b52431370b"
}
