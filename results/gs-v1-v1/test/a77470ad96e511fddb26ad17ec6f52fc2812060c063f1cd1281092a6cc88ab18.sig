{
  "algorithm": "ed25519",
  "content_sha256": "0ac2b1797ca35ea45021e863b2e218e30cdf3ce8a03b28525a392d8ea38461cd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a77470ad96e511fddb26ad17ec6f52fc2812060c063f1cd1281092a6cc88ab18",
  "schema": "gridshift.signature/1",
  "signature": "8b98c01342f2aa499ae88a5273366b3598fa258a9f5a271ef371cf401524274263ff807c469c02c6c85f2078e11bf8917c6e767eadcd3b7f82b5da2645ff8602"
}
