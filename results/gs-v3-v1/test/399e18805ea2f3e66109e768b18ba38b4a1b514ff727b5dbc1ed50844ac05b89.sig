{
  "algorithm": "ed25519",
  "content_sha256": "f6b37ac0b53a8644354ecd26b9b28e20350c9b6f7a0bc1a3ad8d50371ef697c3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "399e18805ea2f3e66109e768b18ba38b4a1b514ff727b5dbc1ed50844ac05b89",
  "schema": "gridshift.signature/1",
  "signature": "5c1eea63c23c9c7a910befa30311b1aa4088574afc676ca6e45f51ada7e549698ba7cbd26afc670fa990da788b4912acbeb47954727c1f166c9c00fbd358c405"
}
