{
  "algorithm": "ed25519",
  "content_sha256": "0a7073fb6351bd0918243cdf237ccbc5457a591bdc7a6b98a5e65cbe631299bd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "364cb35ec5b2d9fb4e50e3c6c119ceaedacf41aa63ee34409af95ee97d2f2582",
  "schema": "gridshift.signature/1",
  "signature": "463542206f18e991235323870aa47f955dbf932cc869c6d80c6f16aa70aec09c56c5fd95241dc139103cb11396a3b8be39dcb85e42fd9fff08d75bcd6232c60c"
}
