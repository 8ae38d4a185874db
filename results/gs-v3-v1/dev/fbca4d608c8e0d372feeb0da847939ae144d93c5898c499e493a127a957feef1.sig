{
  "algorithm": "ed25519",
  "content_sha256": "72f604b68c40e97de495c020d8521b50c9edd9751f42693bb7f233c9cabb97a5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fbca4d608c8e0d372feeb0da847939ae144d93c5898c499e493a127a957feef1",
  "schema": "gridshift.signature/1",
  "signature": "68e2acd22bac6208a507d5b06b3febf75b4a40a73c9aa2a5fbc91cc9f54e766c7e854dfca53e80fa740c068bd929ef79fd69481e9a0074eb5438d3ac71bdd003"
}
