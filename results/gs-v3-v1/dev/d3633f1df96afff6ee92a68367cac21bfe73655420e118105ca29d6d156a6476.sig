{
  "algorithm": "ed25519",
  "content_sha256": "3b2bf17695f9a84f7e0e2a840b108bbe25be7b0ffc15186c2a1df0823f23c6da",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d3633f1df96afff6ee92a68367cac21bfe73655420e118105ca29d6d156a6476",
  "schema": "gridshift.signature/1",
  "signature": "8441762351667f0d5a535b8bbfbaeca56aeef16eb39476a49ab9415402023397d4ff0875d188cf080bd95dfad48482ec52fe4eaadbc6b5c522301a0cfa8a500a"
}
