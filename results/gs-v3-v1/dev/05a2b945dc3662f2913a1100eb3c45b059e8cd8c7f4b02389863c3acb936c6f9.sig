{
  "algorithm": "ed25519",
  "content_sha256": "db5d00d1c28f3e88010d9989bee31cce741bfcb6e5d7bb1ca984a190bd06ff66",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "05a2b945dc3662f2913a1100eb3c45b059e8cd8c7f4b02389863c3acb936c6f9",
  "schema": "gridshift.signature/1",
  "signature": "64763c651b5b4ab067457acc428327c0b66f53d27464cd01c7ed620941ea54d9aec33e0543e7ac1722141ea2c8375d41c18d448739e162b5db38ae95493a6d07"
}
