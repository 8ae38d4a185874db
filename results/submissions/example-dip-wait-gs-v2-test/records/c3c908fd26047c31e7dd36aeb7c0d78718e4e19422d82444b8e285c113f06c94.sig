{
  "algorithm": "ed25519",
  "content_sha256": "b04e3e3dba49fec6ce193ef26d653bdd53da20e89673d0e262d0e63e840f89ce",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c3c908fd26047c31e7dd36aeb7c0d78718e4e19422d82444b8e285c113f06c94",
  "schema": "gridshift.signature/1",
  "signature": "36d57810793e779f559de1384b442d680b069ec4fa914f06f7202d3c42183d3204547cbbecd2c34916cc0a8f739d14b68bb68000e97007a8d40a3ff3607ed90c"
}
