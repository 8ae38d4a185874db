{
  "algorithm": "ed25519",
  "content_sha256": "5435c6c668e8f251a7aec4ddc2cca2cbcf2792d43df5820be831e11c790bc262",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "92d13081b56bdbbbf45b5ad8be98d728a200c0b316c1431c012be6dc9c7b561b",
  "schema": "gridshift.signature/1",
  "signature": "0612c94cc3bad0e00da49364bb791527b511aecbf6c0d6f25ecb0ad64f55bacb54f7d3d35bfad39d6131d818b605ea77cbe0949ea3c94240f4782615ad879a09"
}
