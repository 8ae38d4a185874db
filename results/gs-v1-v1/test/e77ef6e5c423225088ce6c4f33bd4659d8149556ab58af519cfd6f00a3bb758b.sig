{
  "algorithm": "ed25519",
  "content_sha256": "fe9eab8ee0194bec1d1b2dfdd50c152e23ac92e1b605b2a189b336913a5fa389",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e77ef6e5c423225088ce6c4f33bd4659d8149556ab58af519cfd6f00a3bb758b",
  "schema": "gridshift.signature/1",
  "signature": "079a98be91ce7662770b90591fc71edd9c26dadb2f5a4f0c2ead4f17653ddc4d6605e8f85a6de2347c2c8ba13abfc9ab2608807afcbb75cbbb986c22fa6de607"
}
