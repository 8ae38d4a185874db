{
  "algorithm": "ed25519",
  "content_sha256": "d1d23e85e620b836b64a8094d91bc2caf8542d93cdf8701678ca5084864d2628",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0b5a8adfedf43f38f5a20912eb8191bfbdf3eb091eff5da1165fae359356a160",
  "schema": "gridshift.signature/1",
  "signature": "017fde0213ed8f5f97aaf80da550ed9ad684e69127785558dc2ba32aa974ba51fd01fd781cae3ad9f8d71033e882c135e48fb1be0eac4c03fb39efb0d1bda104"
}
