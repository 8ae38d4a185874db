{
  "algorithm": "ed25519",
  "content_sha256": "d5d6eed4e20ece40224d87de79afdaeeca1e6e2673b7e8ee837cacbe6a458880",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6c8220bcf553742c16359e34818ff8b287d41df708b12cbebe7cfa0947935b13",
  "schema": "gridshift.signature/1",
  "signature": "0290b0845a62ae3e552af59417b7f23ddc17ab43eb596c17a943e5068d04a32d14f8ff77ed364424ee76f7d1d564634885ab01a0c406bc0ddcaed719cd27f60a"
}
