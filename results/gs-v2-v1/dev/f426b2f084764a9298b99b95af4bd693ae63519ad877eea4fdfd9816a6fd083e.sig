{
  "algorithm": "ed25519",
  "content_sha256": "aaf1267e4efa0a1088915b0c30cd56f74d8711db823f073a828683542b36985a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f426b2f084764a9298b99b95af4bd693ae63519ad877eea4fdfd9816a6fd083e",
  "schema": "gridshift.signature/1",
  "signature": "f76a8462756976251027bb41fed0a82b874c773b880a404dfe99689e27c1bdb15d2e88dca15a48852ea9ad1717807a60a848ef59f7b4a91d27e655fe0b4d6d03"
}
