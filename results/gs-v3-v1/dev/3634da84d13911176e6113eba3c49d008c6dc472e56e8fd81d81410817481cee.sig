{
  "algorithm": "ed25519",
  "content_sha256": "d48f7db544fb023e5171869a930513ccef7bf0f49a5209bc42589eaf4af909cd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3634da84d13911176e6113eba3c49d008c6dc472e56e8fd81d81410817481cee",
  "schema": "gridshift.signature/1",
  "signature": "d8ab07e2177942d9a450572b15c8bf27df2753cc52aaba7fd6c368fe13ce7520b942e3d3a28bcf475adc8652ceba65ab26b1f737f5e31d9401319fac81db8407"
}
