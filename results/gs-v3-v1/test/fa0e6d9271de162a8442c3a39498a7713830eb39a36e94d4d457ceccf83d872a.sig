{
  "algorithm": "ed25519",
  "content_sha256": "7d50986ab2dc96b0e69340ddee5d1e84f78de229e343823916c5b4a41aa546b2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fa0e6d9271de162a8442c3a39498a7713830eb39a36e94d4d457ceccf83d872a",
  "schema": "gridshift.signature/1",
  "signature": "408def5d400f68d097cbb09b3ea7cf8a3ce9e112f20460ad1a3c74d2114faa3bbbfc5466c9ea4727635aacbddc5ca847f356214d7c684f1187ae899aae4d4206"
}
