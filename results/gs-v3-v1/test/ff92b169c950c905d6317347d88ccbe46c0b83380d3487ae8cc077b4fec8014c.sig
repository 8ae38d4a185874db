{
  "algorithm": "ed25519",
  "content_sha256": "aafafb4fdd83f6c53c3edad7d5ae1e504f139a8651b98bda467d92894fbba567",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ff92b169c950c905d6317347d88ccbe46c0b83380d3487ae8cc077b4fec8014c",
  "schema": "gridshift.signature/1",
  "signature": "4edaed0394a5be07429ed7be7e687785b9a2dc13dcfa65c6ce7c0c7f04990862d8784748dcd472ee8b97944ed8db250ba60881b529ce3ec4f35ba2a600f4e008"
}
