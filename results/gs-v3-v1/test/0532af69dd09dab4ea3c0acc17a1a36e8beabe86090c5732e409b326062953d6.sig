{
  "algorithm": "ed25519",
  "content_sha256": "bffada3ac31d1beed9b096274fcedad87eeefbe19af17f7ca6fce9f071b0e5c9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0532af69dd09dab4ea3c0acc17a1a36e8beabe86090c5732e409b326062953d6",
  "schema": "gridshift.signature/1",
  "signature": "516a8ddeee93e3df36b6c460e755bf5c949b39dd305b6994b761bff69ee470d2acfc1d5c8b44ec4db8a96be7004d07556fe6226c627b23b53132413459ee2e09"
}
