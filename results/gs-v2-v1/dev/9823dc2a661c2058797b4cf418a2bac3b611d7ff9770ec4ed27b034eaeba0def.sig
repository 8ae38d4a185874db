{
  "algorithm": "ed25519",
  "content_sha256": "1be6621a7b310f73a9358efbe3da87ebaef5d05165a5c37af6029b2465a994c4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9823dc2a661c2058797b4cf418a2bac3b611d7ff9770ec4ed27b034eaeba0def",
  "schema": "gridshift.signature/1",
  "signature": "bf8fd651211a6d89444a64c8e1509b2a09e1d8eda0f5c179a7721a6924ad87f5c827b64be5015ceedc3933c2eb46bd15a368fe8c12d0e35d2e9688574a82d909"
}
