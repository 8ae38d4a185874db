{
  "algorithm": "ed25519",
  "content_sha256": "ff9a3104e1fe181dfe317e78a63b9c3764459990d4432a551a605b079426bdd4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "350a27af0a4c0547ecabfdfcc4168bbaf730cd93522d6a646e24edc15ec9d1bb",
  "schema": "gridshift.signature/1",
  "signature": "c62822eea6586e5a6facb3ae15cd42dbc1b52fc3f994b069cb38876227ea3224afea7d3704de81e3646ad779d083e87be4da5ffbe723c272963a49788d725c0c"
}
