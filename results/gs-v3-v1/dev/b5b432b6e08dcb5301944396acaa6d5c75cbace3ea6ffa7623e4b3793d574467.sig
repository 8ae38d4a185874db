{
  "algorithm": "ed25519",
  "content_sha256": "c6793650c07eddf28c12d478def6df1782e014715aa183fa7f15e9beded4672a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b5b432b6e08dcb5301944396acaa6d5c75cbace3ea6ffa7623e4b3793d574467",
  "schema": "gridshift.signature/1",
  "signature": "9c177d45890308cf68c7f2e57a321aefbd1d2aaf47c9872138b5716d617b7dd87a1fefea8883aac63f99a0e7ca489c34752761536b42f77d60c78425e8f8ae05"
}
