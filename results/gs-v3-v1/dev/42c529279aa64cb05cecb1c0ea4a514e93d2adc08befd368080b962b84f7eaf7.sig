{
  "algorithm": "ed25519",
  "content_sha256": "a4189bef35cd62d6a871346e6813636d9cfd7dfc75388d809e5461422ab9615e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "42c529279aa64cb05cecb1c0ea4a514e93d2adc08befd368080b962b84f7eaf7",
  "schema": "gridshift.signature/1",
  "signature": "b795feeab17e510f7a71d5a5ec5e9162a4a414d82be89756fbc4b73bc273ecb0deae8651608cda02ae3694b05fea6a6a2a1facc9b84bd8bc63df1e735a831d04"
}
