{
  "algorithm": "ed25519",
  "content_sha256": "add4c2073ed798c58866042d8f191f603cc1225ba8c4b9edcef334f7257f9ee7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4fb333b1da0ad88ae5197864c73b31d1c84dbcb4d7a7cc367ba484fb1fd2404f",
  "schema": "gridshift.signature/1",
  "signature": "82dc81741f1d3e4bb4db20777668cb9b0a1f880087a24b5b2e27fec8ccc219521b112764b113689b92230b09099691fc5ad5e3d48748dd28900ec239a9570e02"
}
