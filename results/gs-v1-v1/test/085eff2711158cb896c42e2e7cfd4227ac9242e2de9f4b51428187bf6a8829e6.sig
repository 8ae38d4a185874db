{
  "algorithm": "ed25519",
  "content_sha256": "df9cdde76a61cf642bf776ce00f4d2584a9b9d824f08008d2e03a33e2cbf9f6f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "085eff2711158cb896c42e2e7cfd4227ac9242e2de9f4b51428187bf6a8829e6",
  "schema": "gridshift.signature/1",
  "signature": "dca6801eba05677e33706611eded1b5780c1ae5ae98e1f31f25a777569bfc080dc6698c96d10c37d2ad7adbeef758a61bc5a8523476c63e560332f174804eb05"
}
