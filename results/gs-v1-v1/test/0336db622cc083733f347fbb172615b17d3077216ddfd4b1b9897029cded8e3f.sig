{
  "algorithm": "ed25519",
  "content_sha256": "a1a806c2d72e41323ae52dcdb5e5992eb550912ff338fb3bb361977d6ccad809",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0336db622cc083733f347fbb172615b17d3077216ddfd4b1b9897029cded8e3f",
  "schema": "gridshift.signature/1",
  "signature": "27093ae84351119782ee70a4a0db3d219d3ee23bbf3d4bdb0ea01e2d58f1e5f83248d8f945d7120d6f5a4fe40659f19909488d78096f7df3c6bf2925259f7c05"
}
