{
  "algorithm": "ed25519",
  "content_sha256": "585d293235fdfcd1bff6aa398a67fda9a74cb12ebecbd2baaf7c842bc7e97a91",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0625e15ac69b406bfd3611fcdd0429723db746a45df47501dbf6b3a663874fe5",
  "schema": "gridshift.signature/1",
  "signature": "69e06b6c2520fbc7bf04ceaef591ab59eaa517a60845aeaa6285cb4937c3078ae68f0ff8b8739c4106b3f74a9a6f0f831b5884d3dbb32abad80ee70086feda0d"
}
